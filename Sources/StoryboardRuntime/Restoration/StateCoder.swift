/// The coder a controller saves its state into and reads it back from (`NSCoder` as UIKit's
/// state restoration uses it): values by key (anything `Codable`), references to other
/// restorable controllers (saved as their restoration identifier paths, read back as the
/// restored instances), and the storyboard the controller came from.
///
/// One coder per controller, plus one for the application delegate.
@MainActor
public final class StateCoder {
    /// The key of the storyboard the controller was instantiated from
    /// (`UIStateRestorationViewControllerStoryboardKey`): `decodeStoryboard(forKey:)` answers it.
    public static let viewControllerStoryboardKey = "UIStateRestorationViewControllerStoryboardKey"

    private(set) var values: [String: StateValue]
    private(set) var references: [String: [String]]
    /// Opens the storyboard recorded for the controller (nil for the application's coder).
    private let storyboardLoader: (() -> Storyboard?)?
    /// Finds a restored controller by its path (restoration only).
    private let resolveReference: ([String]) -> ViewController?
    /// Values that could not be encoded, reported by the preservation.
    private(set) var failedKeys: [String] = []

    /// A coder to encode into.
    init() {
        values = [:]
        references = [:]
        storyboardLoader = nil
        resolveReference = { _ in nil }
    }

    /// A coder holding saved state, for restoration.
    init(
        _ record: CoderRecord, storyboard: (() -> Storyboard?)? = nil,
        resolveReference: @escaping ([String]) -> ViewController?
    ) {
        values = record.values
        references = record.references
        storyboardLoader = storyboard
        self.resolveReference = resolveReference
    }

    var record: CoderRecord { CoderRecord(values: values, references: references) }

    // MARK: Values

    /// Saves `value` under `key`. A value JSON cannot hold (a NaN) is left out, with a warning
    /// when the state is saved.
    public func encode<T: Encodable>(_ value: T, forKey key: String) {
        references[key] = nil
        do {
            values[key] = try StateValue(encoding: value)
        } catch {
            values[key] = nil
            failedKeys.append(key)
        }
    }

    /// The value saved under `key` as a `T`; nil when there is none or it is not a `T`.
    public func decode<T: Decodable>(_ type: T.Type, forKey key: String) -> T? {
        values[key]?.decoded(as: type)
    }

    public func containsValue(forKey key: String) -> Bool {
        values[key] != nil || references[key] != nil
    }

    /// `NSCoder`'s typed readers: the value, or zero / false / nil when absent.
    public func decodeInteger(forKey key: String) -> Int { decode(Int.self, forKey: key) ?? 0 }
    public func decodeDouble(forKey key: String) -> Double { decode(Double.self, forKey: key) ?? 0 }
    public func decodeFloat(forKey key: String) -> Float { decode(Float.self, forKey: key) ?? 0 }
    public func decodeBool(forKey key: String) -> Bool { decode(Bool.self, forKey: key) ?? false }
    public func decodeString(forKey key: String) -> String? { decode(String.self, forKey: key) }

    // MARK: Controllers

    /// Saves a reference to `controller` under `key`, as its restoration identifier path. A
    /// controller without a complete path (it or an ancestor has no restoration identifier)
    /// cannot be referred to: nothing is saved.
    public func encode(_ controller: ViewController?, forKey key: String) {
        values[key] = nil
        references[key] = controller?.restorationIdentifierPath
    }

    /// The restored controller saved under `key`; nil when it was not restored (or not yet
    /// created, while controllers are being created).
    public func decodeViewController(forKey key: String) -> ViewController? {
        references[key].flatMap(resolveReference)
    }

    /// The storyboard the controller came from, under `viewControllerStoryboardKey`.
    public func decodeStoryboard(forKey key: String) -> Storyboard? {
        key == Self.viewControllerStoryboardKey ? storyboardLoader?() : nil
    }

    /// The storyboard the controller came from (what the key above answers).
    public var storyboard: Storyboard? { storyboardLoader?() }
}
