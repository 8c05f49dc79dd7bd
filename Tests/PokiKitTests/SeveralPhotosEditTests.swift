import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

/// `Album.edit(ids:_:)`: the same fields for several photos, all or nothing, finished by the next
/// writer when interrupted.
@Suite struct SeveralPhotosEditTests {
    @Test func everyPhotoGetsTheFieldsAndTheIndexFollows() throws {
        let scratch = try ScratchAlbum()
        try scratch.add([scratch.newPhoto("a.jpg", tag: "셀픽스"), scratch.newPhoto("b.jpg", tag: "셀픽스"), scratch.newPhoto("c.jpg", tag: "셀픽스")])
        let edited = try scratch.album.edit(ids: [1002, 1000], PhotoEdit(tag: "포토이즘", date: CalendarDay("2026-01-02")))
        #expect(edited.map(\.id) == [1002, 1000])
        #expect(try scratch.album.photos(filter: PhotoFilter(tag: "포토이즘")).map(\.id) == [1002, 1000])
        #expect(try scratch.album.photo(withID: 1000).dateSource == .given)
        #expect(try scratch.album.photo(withID: 1001).tag.label == "셀픽스")
        #expect(try scratch.album.check() == [])
    }

    @Test func anUnknownOrTrashedIDChangesNoPhoto() throws {
        let scratch = try ScratchAlbum()
        try scratch.add([scratch.newPhoto("a.jpg"), scratch.newPhoto("b.jpg")])
        try scratch.album.delete(ids: [1001])
        let before = try scratch.snapshot()
        #expect(throws: AlbumError.photoInTrash(id: 1001)) { try scratch.album.edit(ids: [1000, 1001], PhotoEdit(memo: "x")) }
        #expect(throws: AlbumError.photoNotFound(id: 4444)) { try scratch.album.edit(ids: [1000, 4444], PhotoEdit(memo: "x")) }
        #expect(try scratch.snapshot() == before)
    }

    @Test func theNextWriterFinishesAnInterruptedEditOfSeveralPhotos() throws {
        let scratch = try ScratchAlbum()
        try scratch.add([scratch.newPhoto("a.jpg", memo: "old"), scratch.newPhoto("b.jpg", memo: "old")])
        let layout = scratch.album.layout
        // Killed after the marker and the first document, before the second and the indexes.
        let fields = UnfinishedChange.PhotosEdit(ids: [1000, 1001], memo: "new", tag: nil, date: nil)
        try AtomicFile.write(try DocumentCoding.encode(UnfinishedChange(operation: "edit", photosEdit: fields)), to: layout.unfinished)
        try scratch.album.writeDocument(fields.applied(to: try scratch.album.photo(withID: 1000)), to: layout.document(forID: 1000))

        try scratch.add([scratch.newPhoto("c.jpg")])
        #expect(try scratch.album.photo(withID: 1001).memo == "new")
        #expect(try scratch.album.photo(withID: 1000).memo == "new")
        #expect(try scratch.album.check() == [])
    }
}
