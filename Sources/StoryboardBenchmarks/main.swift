import Foundation
import StoryboardFormat

var files: [String] = []
let root = CommandLine.arguments[1]
let e = FileManager.default.enumerator(atPath: root)!
while let f = e.nextObject() as? String { if f.hasSuffix(".storyboard") || f.hasSuffix(".xib") { files.append(root + "/" + f) } }
var ok = 0, bad = 0, mism = 0, bytes = 0
let start = Date()
for f in files.sorted() {
    let data = Array(FileManager.default.contents(atPath: f)!)
    bytes += data.count
    do {
        let t = try XMLTree(bytes: data)
        ok += 1
        if t.serialized() != data { mism += 1; print("MISMATCH \(f)") }
    } catch {
        bad += 1
        print("\(f):\(error)")
    }
}
print("parsed \(files.count) files (\(bytes) bytes): \(ok) ok, \(bad) errors, \(mism) mismatches in \(Date().timeIntervalSince(start))")
