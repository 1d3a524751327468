/// Colors go into state archives as `{"red":…,"green":…,"blue":…,"alpha":…}`, `{"white":…,"alpha":…}`,
/// `{"system":"name"}` or `{"named":"name"}`.
extension Color: Codable {
    private enum CodingKeys: String, CodingKey {
        case red, green, blue, white, alpha, system, named
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let name = try container.decodeIfPresent(String.self, forKey: .system) {
            self.init(systemName: name)
        } else if let name = try container.decodeIfPresent(String.self, forKey: .named) {
            self.init(named: name)
        } else if let white = try container.decodeIfPresent(Double.self, forKey: .white) {
            self.init(white: white, alpha: try container.decodeIfPresent(Double.self, forKey: .alpha) ?? 1)
        } else {
            self.init(
                red: try container.decode(Double.self, forKey: .red),
                green: try container.decode(Double.self, forKey: .green),
                blue: try container.decode(Double.self, forKey: .blue),
                alpha: try container.decodeIfPresent(Double.self, forKey: .alpha) ?? 1)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch storage {
        case .rgba(let red, let green, let blue, let alpha):
            try container.encode(red, forKey: .red)
            try container.encode(green, forKey: .green)
            try container.encode(blue, forKey: .blue)
            try container.encode(alpha, forKey: .alpha)
        case .white(let white, let alpha):
            try container.encode(white, forKey: .white)
            try container.encode(alpha, forKey: .alpha)
        case .system(let name): try container.encode(name, forKey: .system)
        case .named(let name): try container.encode(name, forKey: .named)
        }
    }
}
