import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct AtomicFileTests {
    @Test func replacesContentAndLeavesNoTemporaryFile() throws {
        let scratch = try ScratchAlbum()
        let path = scratch.sources + "/counter"
        try AtomicFile.write(Array("1000\n".utf8), to: path)
        try AtomicFile.write(Array("1001\n".utf8), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("1001\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.sources) == ["counter"])
    }

    @Test func aNewFileIsNeverWrittenOverAnExistingOne() throws {
        let scratch = try ScratchAlbum()
        let path = scratch.sources + "/1000.json"
        try AtomicFile.write(Array("first".utf8), to: path, replacing: false)
        #expect(throws: FileSystemError.alreadyExists(path: path)) { try AtomicFile.write(Array("second".utf8), to: path, replacing: false) }
        let other = try scratch.source("other", content: "other")
        #expect(throws: FileSystemError.alreadyExists(path: path)) { try AtomicFile.move(other, toNew: path) }
        #expect(FileManager.default.contents(atPath: path) == Data("first".utf8))
        #expect(FileManager.default.contents(atPath: other) == Data("other".utf8))
        try AtomicFile.move(other, toNew: scratch.sources + "/1001.json")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.sources).sorted() == ["1000.json", "1001.json"])
    }

    @Test func failedWriteLeavesOldContent() throws {
        let scratch = try ScratchAlbum()
        let path = scratch.sources + "/missing-folder/file"
        #expect(throws: FileSystemError.self) { try AtomicFile.write([1, 2, 3], to: path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.sources).isEmpty)
    }

    @Test func stagedCopyHasContentAndDigest() throws {
        let scratch = try ScratchAlbum()
        let source = try scratch.source("a.jpg", content: "abc")
        let staged = try AtomicFile.stageCopy(of: source, into: scratch.sources)
        #expect(staged.sha256 == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(staged.byteCount == 3)
        #expect(PathName.lastComponent(of: staged.temporaryPath).hasPrefix(AtomicFile.temporaryPrefix))
        #expect(FileManager.default.contents(atPath: staged.temporaryPath) == Data("abc".utf8))
    }

    @Test func missingSourceIsNamedInTheError() throws {
        let scratch = try ScratchAlbum()
        #expect(throws: FileSystemError.unreadableSource(path: scratch.sources + "/nope.jpg", reason: .verbatim("No such file or directory"))) {
            try AtomicFile.stageCopy(of: scratch.sources + "/nope.jpg", into: scratch.sources)
        }
    }
}
