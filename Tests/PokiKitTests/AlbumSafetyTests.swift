import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct AlbumSafetyTests {
    @Test func missingDirectoryReadsAsEmptyAndIsCreatedOnFirstWrite() throws {
        let scratch = try ScratchAlbum()
        #expect(try scratch.album.photos().isEmpty)
        #expect(try !scratch.album.exists())
        #expect(!FileManager.default.fileExists(atPath: scratch.album.directory))
        try scratch.add([scratch.newPhoto("a.jpg")])
        #expect(try scratch.album.exists())
        #expect(try Syscall.contentsIfPresent(of: scratch.album.layout.counter) == Array("1001\n".utf8))
    }

    @Test func foreignDirectoryIsNeverWrittenInto() throws {
        let scratch = try ScratchAlbum()
        try FileManager.default.createDirectory(atPath: scratch.album.directory, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: scratch.album.directory + "/thesis.docx", contents: Data("mine".utf8))
        let before = try scratch.snapshot()
        #expect(throws: AlbumError.notAnAlbum(directory: scratch.album.directory)) { try scratch.add([scratch.newPhoto("a.jpg")]) }
        #expect(throws: AlbumError.notAnAlbum(directory: scratch.album.directory)) { try scratch.album.addTag("x") }
        #expect(throws: AlbumError.notAnAlbum(directory: scratch.album.directory)) { try scratch.album.photos() }
        #expect(try scratch.snapshot() == before)

        try Album.initialize(at: scratch.album.directory)
        #expect(try scratch.add([scratch.newPhoto("a.jpg")]) == [1000])
        #expect(FileManager.default.contents(atPath: scratch.album.directory + "/thesis.docx") == Data("mine".utf8))
    }

    @Test func emptyDirectoryBecomesAnAlbum() throws {
        let scratch = try ScratchAlbum()
        try FileManager.default.createDirectory(atPath: scratch.album.directory, withIntermediateDirectories: true)
        #expect(try scratch.add([scratch.newPhoto("a.jpg")]) == [1000])
    }

    @Test func newerAlbumFormatIsRefused() throws {
        let scratch = try ScratchAlbum()
        try scratch.add([scratch.newPhoto("a.jpg")])
        let marker = #"{"createdAt": "2026-11-20T00:00:00Z", "createdBy": "9.0.0", "format": "poki-album", "formatVersion": 99}"#
        try AtomicFile.write(Array(marker.utf8), to: scratch.album.layout.marker)
        #expect(throws: AlbumError.unsupportedFormat(directory: scratch.album.directory, version: 99)) { try scratch.album.photo(withID: 1000) }
    }

    @Test func failedAddLeavesAlbumByteForByteUnchanged() throws {
        let scratch = try ScratchAlbum()
        try scratch.add([scratch.newPhoto("a.jpg"), scratch.newPhoto("b.jpg")])
        let before = try scratch.snapshot()
        let missing = NewPhoto(sourcePath: scratch.sources + "/gone.jpg", analysis: ScratchAlbum.analysis)
        #expect(throws: FileSystemError.unreadableSource(path: scratch.sources + "/gone.jpg", reason: .verbatim("No such file or directory"))) {
            try scratch.add([scratch.newPhoto("c.jpg"), missing])
        }
        let folder = NewPhoto(sourcePath: scratch.sources, analysis: ScratchAlbum.analysis)
        #expect(throws: FileSystemError.unreadableSource(path: scratch.sources, reason: .verbatim("is a directory"))) { try scratch.add([folder]) }
        #expect(try scratch.snapshot() == before)
        #expect(try scratch.add([scratch.newPhoto("d.jpg")]) == [1002])
    }

    @Test func unknownIDMessageNamesTheID() throws {
        let scratch = try ScratchAlbum()
        try scratch.add([scratch.newPhoto("a.jpg")])
        #expect(throws: AlbumError.photoNotFound(id: 1234)) { try scratch.album.photo(withID: 1234) }
        #expect(AlbumError.photoNotFound(id: 1234).description == "no photo with ID 1234 in the album (1234)")
    }
}
