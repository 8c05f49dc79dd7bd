import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct ListingTests {
    /// Five photos whose days are out of ID order, with a tie on 2026-03-01.
    func sampleAlbum() throws -> ScratchAlbum {
        let scratch = try ScratchAlbum()
        try scratch.add([
            scratch.newPhoto("a.jpg", tag: "인생네컷", memo: "첫 방문 with 민지", date: "2026-03-01"),
            scratch.newPhoto("b.jpg", tag: "하루필름", memo: "Birthday", date: "2025-12-24"),
            scratch.newPhoto("c.jpg", tag: "인생네컷", memo: "민지 again", date: "2026-03-01"),
            scratch.newPhoto("d.jpg", tag: "포토이즘", memo: "", date: "2027-01-01"),
            scratch.newPhoto("e.jpg", tag: "인생네컷", memo: "BIRTHDAY party", date: "2024-06-30"),
        ])
        return scratch
    }

    @Test func addedOrderNewestFirstAndReversed() throws {
        let scratch = try sampleAlbum()
        #expect(try scratch.album.photos().map(\.id) == [1004, 1003, 1002, 1001, 1000])
        #expect(try scratch.album.photos(reverse: true, limit: 2).map(\.id) == [1000, 1001])
    }

    @Test func dateOrderTiesByID() throws {
        let scratch = try sampleAlbum()
        #expect(try scratch.album.photos(order: .date).map(\.id) == [1003, 1002, 1000, 1001, 1004])
        #expect(try scratch.album.photos(order: .date, reverse: true).map(\.id) == [1004, 1001, 1000, 1002, 1003])
        #expect(try scratch.album.photos(order: .date, limit: 2).map(\.id) == [1003, 1002])
    }

    @Test func filters() throws {
        let scratch = try sampleAlbum()
        #expect(try scratch.album.photos(filter: PhotoFilter(tag: "인생네컷")).map(\.id) == [1004, 1002, 1000])
        #expect(try scratch.album.photos(filter: PhotoFilter(search: "birthday")).map(\.id) == [1004, 1001])
        #expect(try scratch.album.photos(filter: PhotoFilter(search: "민지".decomposedStringWithCanonicalMapping)).map(\.id) == [1002, 1000])
        let range = PhotoFilter(since: CalendarDay("2025-01-01"), until: CalendarDay("2026-12-31"))
        #expect(try scratch.album.photos(order: .date, filter: range).map(\.id) == [1002, 1000, 1001])
        #expect(try scratch.album.photos(order: .date, reverse: true, filter: range).map(\.id) == [1001, 1000, 1002])
        #expect(try scratch.album.photos(filter: range, limit: 1).map(\.id) == [1002])
        #expect(try scratch.album.photos(order: .date, filter: range, limit: 2).map(\.id) == [1002, 1000])
        #expect(try scratch.album.photos(order: .date, reverse: true, filter: range, limit: 2).map(\.id) == [1001, 1000])
        #expect(throws: AlbumError.unknownTag(label: "포토이즘s", suggestion: "포토이즘")) {
            try scratch.album.photos(filter: PhotoFilter(tag: "포토이즘s"))
        }
    }

    @Test func listingSkipsDeletedIDs() throws {
        let scratch = try sampleAlbum()
        try scratch.album.delete(ids: [1003, 1004])
        #expect(try scratch.album.photos(limit: 2).map(\.id) == [1002, 1001])
        #expect(try scratch.album.photos(order: .date, limit: 1).map(\.id) == [1002])
    }

    @Test func editChangesOnlyWhatIsAsked() throws {
        let scratch = try sampleAlbum()
        let before = try scratch.album.photo(withID: 1001)
        let after = try scratch.album.update(id: 1001, PhotoEdit(memo: "새 메모", date: CalendarDay("2028-02-29")))
        #expect(after.memo == "새 메모")
        #expect(after.date == CalendarDay("2028-02-29"))
        #expect(after.tag == before.tag)
        #expect(after.addedAt == before.addedAt)
        #expect(try scratch.album.photos(order: .date, limit: 1).map(\.id) == [1001])
        #expect(throws: AlbumError.photoNotFound(id: 999)) { try scratch.album.update(id: 999, PhotoEdit(memo: "x")) }
    }

    @Test func editReplacesImageAndColours() throws {
        let scratch = try sampleAlbum()
        var analysis = ScratchAlbum.analysis
        analysis.format = .png
        analysis.meanColour = Colour(red: 1, green: 2, blue: 3)
        let source = try scratch.source("new.png", content: "new image")
        let photo = try scratch.album.update(id: 1000, PhotoEdit(image: ReplacementImage(sourcePath: source, analysis: analysis)))
        #expect(photo.image == "1000-\(SHA256.hex(of: Array("new image".utf8)).prefix(8)).png")
        #expect(photo.meanColour == Colour(red: 1, green: 2, blue: 3))
        #expect(photo.originalFileName == "new.png")
        #expect(try Syscall.status(scratch.album.layout.image(named: "1000.jpg")) == nil)
        // The replaced image is kept in the trash, byte for byte, until the trash is emptied.
        let kept = scratch.album.layout.replacedImage(named: "1000.jpg")
        #expect(try Syscall.contentsIfPresent(of: kept) == Array("image a.jpg".utf8))
        #expect(try scratch.album.replacedImages() == [kept])
        #expect(try scratch.album.check().isEmpty)
        let duplicate = try scratch.source("again.png", content: "new image")
        #expect(try scratch.album.add([NewPhoto(sourcePath: duplicate, analysis: analysis)], today: ScratchAlbum.today)
            == [.duplicate(of: 1000, sourcePath: duplicate)])
        #expect(try scratch.album.emptyTrash() == EmptiedTrash(photoCount: 0, replacedImageCount: 1))
        #expect(try Syscall.status(kept) == nil)
    }

    @Test func editRefusesAnImageThatIsAnotherPhotosUnlessAllowed() throws {
        let scratch = try sampleAlbum()
        let copy = try scratch.source("copy-of-b.jpg", content: "image b.jpg")
        let edit = PhotoEdit(image: ReplacementImage(sourcePath: copy, analysis: ScratchAlbum.analysis))
        let snapshot = try scratch.snapshot()
        #expect(throws: AlbumError.duplicateImage(path: copy, id: 1001)) { try scratch.album.update(id: 1000, edit) }
        #expect(try scratch.snapshot() == snapshot)
        let update = try scratch.album.edit(id: 1000, edit, allowDuplicate: true)
        #expect(update.photo.sha256 == (try scratch.album.photo(withID: 1001)).sha256)
        #expect(update.replacedImage == scratch.album.layout.replacedImage(named: "1000.jpg"))
        // The photo's own image again changes nothing, and keeps nothing.
        let same = try scratch.source("same.jpg", content: "image b.jpg")
        #expect(try scratch.album.edit(id: 1000, PhotoEdit(image: ReplacementImage(sourcePath: same, analysis: ScratchAlbum.analysis))).replacedImage == nil)
        #expect(try scratch.album.check().isEmpty)
    }
}
