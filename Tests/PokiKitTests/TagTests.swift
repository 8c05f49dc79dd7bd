import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct TagTests {
    @Test func builtInBrandsAreListedInOrder() throws {
        let scratch = try ScratchAlbum()
        let labels = try scratch.album.tags().map(\.tag.label)
        #expect(labels == ["인생네컷", "하루필름", "셀픽스", "포토아이브", "포토그레이", "포토 시그니쳐", "포토드링크", "포토이즘", "모노맨션", "플레이인더박스", "픽닷", "돈룩업", "비분류 브랜드"])
    }

    @Test func nfdTypedTagMatchesBrand() throws {
        let scratch = try ScratchAlbum()
        let typed = "포토이즘".decomposedStringWithCanonicalMapping
        #expect(typed.unicodeScalars.count != "포토이즘".unicodeScalars.count)
        let tag = try scratch.album.resolveTag(typed)
        #expect(tag.label.unicodeScalars.elementsEqual("포토이즘".unicodeScalars))
        try scratch.add([scratch.newPhoto("a.jpg", tag: typed)])
        #expect(try scratch.album.photos(filter: PhotoFilter(tag: typed)).map(\.id) == [1000])
    }

    @Test func unknownTagSuggestsClosest() throws {
        let scratch = try ScratchAlbum()
        #expect(throws: AlbumError.unknownTag(label: "포토이즘s", suggestion: "포토이즘")) {
            try scratch.album.resolveTag("포토이즘s")
        }
        #expect((AlbumError.unknownTag(label: "포토이즘s", suggestion: "포토이즘")).description == "unknown tag '포토이즘s'; did you mean '포토이즘'?")
        #expect(throws: AlbumError.unknownTag(label: "zzzzzzzz", suggestion: nil)) {
            try scratch.album.resolveTag("zzzzzzzz")
        }
    }

    @Test func unknownTagOnAddWritesNothing() throws {
        let scratch = try ScratchAlbum()
        #expect(throws: AlbumError.unknownTag(label: "인생네컸", suggestion: "인생네컷")) {
            try scratch.add([scratch.newPhoto("a.jpg", tag: "인생네컸")])
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.album.directory))
    }

    @Test func customTagLifecycle() throws {
        let scratch = try ScratchAlbum()
        try scratch.album.addTag("팝업부스")
        #expect(throws: AlbumError.tagExists(label: "팝업부스")) { try scratch.album.addTag("팝업부스".decomposedStringWithCanonicalMapping) }
        try scratch.add([scratch.newPhoto("a.jpg", tag: "팝업부스"), scratch.newPhoto("b.jpg", tag: "팝업부스"), scratch.newPhoto("c.jpg")])
        try scratch.album.delete(ids: [1001])
        #expect(try scratch.album.tags().last == TagUsage(tag: Tag(label: "팝업부스"), photoCount: 1, isBuiltIn: false))

        #expect(try scratch.album.renameTag("팝업부스", to: "팝업 부스") == 2)
        #expect(try scratch.album.photo(withID: 1000).tag.label == "팝업 부스")
        #expect(try scratch.album.trashedPhotos().first?.tag.label == "팝업 부스")
        #expect(try scratch.album.tags().last?.photoCount == 1)

        #expect(throws: AlbumError.tagInUse(label: "팝업 부스", count: 2)) { try scratch.album.removeTag("팝업 부스") }
        try scratch.album.update(id: 1000, PhotoEdit(tag: "하루필름"))
        try scratch.album.emptyTrash()
        try scratch.album.removeTag("팝업 부스")
        #expect(try scratch.album.tags().count == BoothBrands.all.count)
        #expect(try scratch.album.check().isEmpty)
    }

    @Test func builtInTagsCannotBeRenamedOrRemoved() throws {
        let scratch = try ScratchAlbum()
        #expect(throws: AlbumError.builtInTag(label: "인생네컷")) { try scratch.album.renameTag("인생네컷", to: "x") }
        #expect(throws: AlbumError.builtInTag(label: "비분류 브랜드")) { try scratch.album.removeTag("비분류 브랜드") }
        #expect(throws: AlbumError.tagExists(label: "하루필름")) { try scratch.album.addTag(" 하루필름 ") }
        #expect(throws: AlbumError.invalidTagLabel(label: "a\tb")) { try scratch.album.addTag("a\tb") }
    }

    @Test func editDistance() {
        #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(Suggestion.editDistance(Array(""), Array("abc")) == 3)
        #expect(Suggestion.closest(to: "하루필룸", among: BoothBrands.all.map(\.label)) == "하루필름")
    }
}
