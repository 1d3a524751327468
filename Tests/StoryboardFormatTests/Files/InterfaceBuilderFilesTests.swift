import Foundation
import Testing
@testable import StoryboardFormat

@Suite("Reading files: the size limit is checked before reading")
struct InterfaceBuilderFilesTests {
    private func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("ib-files-\(UUID().uuidString)-\(name)").path
    }

    @Test func aFileAtTheLimitReadsAndOneByteMoreIsRefused() throws {
        let path = temporaryPath("limit.xib")
        try Data("<document/>".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try InterfaceBuilderFiles.read(path, limit: 11) == bytes("<document/>"))
        #expect(throws: DocumentReadError(path: path, reason: .tooLarge(bytes: 11, limit: 10))) {
            try InterfaceBuilderFiles.read(path, limit: 10)
        }
    }

    @Test func aSparseFileBeyondTwoGiBIsRefusedWithoutReadingIt() throws {
        // A sparse file takes no disk space; refusing it must not read (or allocate) 2 GiB.
        let path = temporaryPath("huge.storyboard")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(XMLTree.maximumDocumentSize) + 1)
        try handle.close()
        let error = #expect(throws: DocumentReadError.self) { try InterfaceBuilderFiles.read(path) }
        #expect(error?.reason == .tooLarge(bytes: 2_147_483_647, limit: 2_147_483_646))
        #expect(error?.description == "\(path): error: the file is too large (2147483647 bytes; at most 2147483646 bytes can be read) [io]")
        #expect(throws: DocumentReadError.self) { _ = try Document(contentsOfFile: path) }
    }

    @Test func aDeviceThatNeverEndsIsCutOffAtTheLimit() throws {
        let error = #expect(throws: DocumentReadError.self) { try InterfaceBuilderFiles.read("/dev/zero", limit: 3_000_000) }
        #expect(error?.reason == .tooLarge(bytes: nil, limit: 3_000_000))
        #expect(error?.message == "the file is too large (more than 3000000 bytes, the most that can be read)")
    }

    @Test func missingFilesAndDirectoriesAreUnreadable() throws {
        let missing = temporaryPath("missing.xib")
        #expect(throws: DocumentReadError(path: missing, reason: .unreadable("No such file or directory"))) {
            try InterfaceBuilderFiles.read(missing)
        }
        let directory = FileManager.default.temporaryDirectory.path
        #expect(throws: DocumentReadError(path: directory, reason: .unreadable("Is a directory"))) {
            try InterfaceBuilderFiles.read(directory)
        }
        #expect(DocumentReadError(path: "a.xib", reason: .unreadable("Permission denied")).description
            == "a.xib: error: cannot read the file (Permission denied) [io]")
    }

    @Test func theInMemoryLimitIsTheSameNumber() {
        #expect(XMLTree.maximumDocumentSize == Int(Int32.max) - 1)
        #expect(XMLError(.documentTooLarge(bytes: 2_147_483_647), at: loc(1, 1)).message
            == "the document is too large (2147483647 bytes; at most 2147483646 bytes can be read)")
    }
}
