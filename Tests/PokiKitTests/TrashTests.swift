import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct TrashTests {
    @Test func deleteRestoreKeepsIDAndEverything() throws {
        let scratch = try ScratchAlbum()
        try scratch.add([scratch.newPhoto("a.jpg", memo: "첫 네컷"), scratch.newPhoto("b.jpg")])
        let before = try scratch.album.photo(withID: 1000)
        let start = Timestamp.now()
        let deleted = try scratch.album.delete(ids: [1000])
        var trashed = before
        trashed.deletedAt = deleted.first?.deletedAt
        #expect(deleted == [trashed])
        let deletedAt = try #require(deleted.first?.deletedAt)
        #expect(deletedAt >= start && deletedAt <= Timestamp.now())
        #expect(throws: AlbumError.photoInTrash(id: 1000)) { try scratch.album.photo(withID: 1000) }
        #expect(throws: AlbumError.photoInTrash(id: 1000)) { try scratch.album.update(id: 1000, PhotoEdit(memo: "x")) }
        #expect(try scratch.album.photos().map(\.id) == [1001])
        #expect(try scratch.album.trashedPhotos() == [trashed])
        #expect(try scratch.album.photoCount() == 1)

        #expect(try scratch.album.restore(id: 1000) == before)
        #expect(try scratch.album.photo(withID: 1000) == before)
        #expect(try scratch.album.trashedPhotos().isEmpty)
        #expect(try scratch.album.photos().map(\.id) == [1001, 1000])
        #expect(try scratch.album.check().isEmpty)
    }

    @Test func deleteWithAnUnknownIDDeletesNothing() throws {
        let scratch = try ScratchAlbum()
        try scratch.add([scratch.newPhoto("a.jpg")])
        let snapshot = try scratch.snapshot()
        #expect(throws: AlbumError.photoNotFound(id: 4242)) { try scratch.album.delete(ids: [1000, 4242]) }
        #expect(try scratch.snapshot() == snapshot)
    }

    @Test func restoreOfUnknownIDIsAnError() throws {
        let scratch = try ScratchAlbum()
        try scratch.add([scratch.newPhoto("a.jpg")])
        #expect(throws: AlbumError.notInTrash(id: 1000)) { try scratch.album.restore(id: 1000) }
        #expect(AlbumError.notInTrash(id: 1000).description == "no photo with ID 1000 in the trash (1000)")
    }

    @Test func emptyTrashRemovesFilesForGood() throws {
        let scratch = try ScratchAlbum()
        try scratch.add([scratch.newPhoto("a.jpg"), scratch.newPhoto("b.jpg")])
        try scratch.album.delete(ids: [1000, 1001])
        #expect(try scratch.album.emptyTrash().photoCount == 2)
        #expect(try Syscall.entries(of: scratch.album.layout.trash).isEmpty)
        #expect(try Syscall.entries(of: scratch.album.layout.images).isEmpty)
        #expect(throws: AlbumError.notInTrash(id: 1000)) { try scratch.album.restore(id: 1000) }
    }
}
