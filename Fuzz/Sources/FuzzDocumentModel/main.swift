import Foundation
import FuzzSupport
import StoryboardFormat

/// The document model over whatever the XML reader accepts: every typed query, the id index
/// and the JSON encoding run to completion on any well-formed input.
runFuzzer { data, size in
    let bytes = fuzzInput(data, size)
    guard let document = try? Document(bytes: bytes, path: "fuzz.storyboard") else { return 0 }
    _ = document.format
    _ = document.header
    _ = document.kind
    _ = document.platform
    _ = document.diagnostics
    _ = document.initialViewController
    for scene in document.scenes {
        for member in scene.members {
            _ = member.isViewController
            _ = member.storyboardIdentifier
            _ = member.storyboardReference
            _ = member.segues
        }
    }
    for segue in document.segues {
        _ = segue.kind
        _ = segue.destinationID
    }
    for reference in document.index.references {
        _ = document.element(withID: reference.id)
    }
    _ = try? JSONEncoder().encode(document)
    return 0
}
