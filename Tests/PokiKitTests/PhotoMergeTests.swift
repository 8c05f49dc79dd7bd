import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum

/// Two versions of one photo made one, field by field (issue #30): the edit that saw the other's
/// wins; concurrent memos are both kept; merging is idempotent and the same whichever version
/// kept the document's name.
@Suite struct PhotoMergeTests {
    static let added = Timestamp("2026-11-20T05:03:22Z")!

    static func photo() -> Photo {
        Photo(id: 1042, image: "1042.jpg", originalFileName: "a.jpg", sha256: String(repeating: "0f", count: 32),
              date: CalendarDay("2026-11-20")!, memo: "first", tag: Tag(label: "인생네컷"), analysis: ScratchAlbum.analysis, addedAt: added)
    }

    static func edited(_ photo: Photo, at seconds: Int64, revision: String, _ change: (inout Photo) -> Void) -> Photo {
        var edited = photo
        change(&edited)
        edited.recordEdits(from: photo, at: Timestamp(secondsSinceEpoch: added.secondsSinceEpoch + seconds), revision: revision)
        return edited
    }

    @Test func anEditMadeOverTheOthersVersionWins() {
        let base = Self.photo()
        let once = Self.edited(base, at: 10, revision: "00000001") { $0.memo = "second" }
        let twice = Self.edited(once, at: 20, revision: "00000002") { $0.memo = "third" }
        #expect(PhotoMerge.merged(twice, once).memo == "third")
        #expect(PhotoMerge.merged(once, twice).memo == "third")
        #expect(PhotoMerge.merged(base, once).memo == "second")
        #expect(PhotoMerge.merged(once, base) == once)
    }

    @Test func differentFieldsEditedApartAreBothKept() {
        let base = Self.photo()
        let a = Self.edited(base, at: 10, revision: "0000000a") { $0.tag = Tag(label: "하루필름") }
        let b = Self.edited(base, at: 5, revision: "0000000b") { $0.date = CalendarDay("2025-10-16")! }
        for merged in [PhotoMerge.merged(a, b), PhotoMerge.merged(b, a)] {
            #expect(merged.tag.label == "하루필름" && merged.date == CalendarDay("2025-10-16")!)
        }
    }

    @Test func memosWrittenApartAreBothKeptOnceAndTheMergeIsIdempotent() {
        let base = Self.photo()
        let a = Self.edited(base, at: 10, revision: "0000000a") { $0.memo = "민지랑" }
        let b = Self.edited(base, at: 20, revision: "0000000b") { $0.memo = "with Minji" }
        let merged = PhotoMerge.merged(a, b)
        #expect(merged.memo == "with Minji\n\n\(PhotoMerge.memoMark) 2026-11-20T05:03:32Z:\n민지랑")
        // Either way round the same document, so two devices that merge agree.
        #expect(PhotoMerge.merged(b, a) == merged)
        // Merging again, or against either side, changes nothing.
        #expect(PhotoMerge.merged(merged, b) == merged && PhotoMerge.merged(merged, a) == merged)
        #expect(PhotoMerge.merged(a, merged) == merged && PhotoMerge.merged(b, merged) == merged)
        // An edit after the merge, on either device, beats both old memos.
        let later = Self.edited(merged, at: 30, revision: "0000000c") { $0.memo = "settled" }
        #expect(PhotoMerge.merged(later, a).memo == "settled" && PhotoMerge.merged(b, later).memo == "settled")
    }

    @Test func concurrentTagsGoToTheLaterEditTheSameOnBothDevices() {
        let base = Self.photo()
        let a = Self.edited(base, at: 10, revision: "0000000a") { $0.tag = Tag(label: "하루필름") }
        let b = Self.edited(base, at: 20, revision: "0000000b") { $0.tag = Tag(label: "포토이즘") }
        #expect(PhotoMerge.merged(a, b).tag.label == "포토이즘")
        #expect(PhotoMerge.merged(a, b) == PhotoMerge.merged(b, a))
    }

    /// The image the photo was added with survives a merge that takes the other's new image, so
    /// a later version still counts as the same photo.
    @Test func theAddedImageSurvivesTheMerge() {
        let base = Self.photo()
        let memo = Self.edited(base, at: 10, revision: "0000000a") { $0.memo = "on a" }
        var image = base
        image.recordEdit(of: .image, at: Timestamp(secondsSinceEpoch: Self.added.secondsSinceEpoch + 20), revision: "0000000b")
        image.sha256 = String(repeating: "2d", count: 32)
        image.image = "1042-2d2d2d2d.jpg"
        let merged = PhotoMerge.merged(memo, image)
        #expect(merged.sha256 == image.sha256 && merged.memo == "on a")
        #expect(merged.addedImageSHA256 == base.sha256)
        let later = Self.edited(base, at: 30, revision: "0000000c") { $0.memo = "later" }
        #expect(PhotoMerge.areVersions(merged, later))
    }

    /// Edit records edited by hand into what poki never writes make the document damaged, so no
    /// merge ever acts on them.
    @Test(arguments: [
        #""seen" : [ ]"#, #""seen" : [ "../../x" ]"#, #""seen" : [ "0000000A" ]"#,
    ])
    func editRecordsPokiDoesNotWriteAreRefused(seen: String) throws {
        let scratch = try ScratchAlbum()
        let id = try #require(try scratch.add([scratch.newPhoto("a.jpg")]).first)
        try scratch.album.update(id: id, PhotoEdit(memo: "edited"))
        let path = scratch.album.layout.document(forID: id)
        let text = try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: #""seen" : \[[^\]]*\]"#, with: seen, options: .regularExpression)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: DocumentError.self) { try scratch.album.photo(withID: id) }
    }

    @Test func twoPhotosGivenOneIDAreNotVersionsOfOne() {
        let one = Self.photo()
        var other = Self.photo()
        other.addedAt = Timestamp(secondsSinceEpoch: Self.added.secondsSinceEpoch + 1)
        other.sha256 = String(repeating: "1e", count: 32)
        #expect(!PhotoMerge.areVersions(one, other))
        #expect(PhotoMerge.areVersions(one, Self.edited(one, at: 3, revision: "0000000a") { $0.memo = "x" }))
    }
}
