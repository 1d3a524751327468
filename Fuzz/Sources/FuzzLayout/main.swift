import FuzzSupport
import StoryboardFormat
import StoryboardLayout

/// Auto Layout over whatever the document model reads: every unit of the document turned into
/// its layout tree and constraint system and solved, at the designed device and right to left
/// on another device. One placement per view item, each warning inside the input.
runFuzzer { data, size in
    let bytes = fuzzInput(data, size)
    guard let document = try? Document(bytes: bytes, path: "fuzz.storyboard") else { return 0 }
    let end = SourcePosition.end(of: bytes)
    for layout in [
        DocumentLayout(document: document),
        DocumentLayout(document: document, device: Device.named("ipad9_7"), orientation: .landscape, isRightToLeft: true),
    ] {
        for placement in layout.views {
            invariant(placement.depth >= 0, "placement \(placement.id) at depth \(placement.depth)")
        }
        for warning in layout.warnings {
            invariant(!warning.message.isEmpty, "empty warning")
            if let position = warning.position {
                invariant(position.line >= 1 && position.column >= 1 && position <= end, "warning at \(position) outside the input (end \(end))")
            }
        }
    }
    return 0
}
