import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

/// Memo hashtags: how they are read, and the index that answers `list --hashtag` and `hashtags`.
@Suite struct HashtagTests {
    @Test func wordsStartingWithHashAreHashtags() {
        #expect(Hashtag.all(in: "#홍대 #민지 with #Seoul_2024, a#b #2024 ##x #seoul #민지!") == ["홍대", "민지", "seoul_2024", "seoul"])
        #expect(Hashtag.all(in: "(#Café) #ÉTÉ_24") == ["café", "été_24"])
        #expect(Hashtag.all(in: "no tags # here, 50# off") == [])
        #expect(Hashtag.all(in: "#홍대 #민지".decomposedStringWithCanonicalMapping) == ["홍대", "민지"])
    }

    @Test func namesGivenOnTheCommandLine() {
        #expect(Hashtag.name(of: "홍대") == "홍대")
        #expect(Hashtag.name(of: "#홍대".decomposedStringWithCanonicalMapping) == "홍대")
        #expect(Hashtag.name(of: "#Seoul") == "seoul")
        for bad in ["", "#", "2024", "#1", "a b", "홍대!", "##홍대"] {
            #expect(Hashtag.name(of: bad) == nil, "\(bad)")
        }
    }

    /// 1000: #홍대 #민지 (typed decomposed), 1001: #민지, 1002: #홍대 #Seoul, 1003: none.
    func sampleAlbum() throws -> ScratchAlbum {
        let scratch = try ScratchAlbum()
        try scratch.add([
            scratch.newPhoto("a.jpg", memo: "#홍대 with #민지".decomposedStringWithCanonicalMapping),
            scratch.newPhoto("b.jpg", memo: "#민지 birthday"),
            scratch.newPhoto("c.jpg", memo: "#홍대 trip #Seoul"),
            scratch.newPhoto("IMG_2041.jpg", memo: "no hashtags"),
        ])
        return scratch
    }

    private func ids(_ album: Album, _ hashtags: [String], order: PhotoOrder = .added, limit: Int? = nil) throws -> [Int] {
        try album.photos(order: order, filter: PhotoFilter(hashtags: hashtags), limit: limit).map(\.id)
    }

    @Test func listingByHashtagsNeedsEveryOne() throws {
        let scratch = try sampleAlbum()
        #expect(try ids(scratch.album, ["민지"]) == [1001, 1000])
        #expect(try ids(scratch.album, ["#홍대", "민지"]) == [1000])
        #expect(try ids(scratch.album, ["홍대"], limit: 1) == [1002])
        #expect(try ids(scratch.album, ["홍대"], order: .date, limit: 5) == [1002, 1000])
        #expect(try ids(scratch.album, ["SEOUL"]) == [1002])
        #expect(try ids(scratch.album, ["부산"]) == [])
        // Most used first; ties in Unicode order (민 U+BBFC before 홍 U+D64D).
        #expect(try scratch.album.hashtags() == [
            HashtagUsage(hashtag: "민지", photoCount: 2), HashtagUsage(hashtag: "홍대", photoCount: 2), HashtagUsage(hashtag: "seoul", photoCount: 1),
        ])
    }

    @Test func editedMemosDeletesAndRestoresKeepTheIndexRight() throws {
        let scratch = try sampleAlbum()
        _ = try scratch.album.update(id: 1001, PhotoEdit(memo: "#부산 now"))
        #expect(try ids(scratch.album, ["민지"]) == [1000])
        #expect(try ids(scratch.album, ["부산"]) == [1001])
        _ = try scratch.album.delete(ids: [1000])
        #expect(try ids(scratch.album, ["홍대"]) == [1002])
        #expect(try scratch.album.hashtags().first { $0.hashtag == "민지" } == nil)
        _ = try scratch.album.restore(id: 1000)
        #expect(try ids(scratch.album, ["민지"]) == [1000])
        #expect(try scratch.album.check() == [])
    }

    @Test func searchAlsoMatchesTheOriginalFileName() throws {
        let scratch = try sampleAlbum()
        #expect(try scratch.album.photos(filter: PhotoFilter(search: "img_2041")).map(\.id) == [1003])
        #expect(try scratch.album.photos(filter: PhotoFilter(search: "birthday")).map(\.id) == [1001])
    }

    @Test func checkFindsAndRepairsAHandEditedHashtagIndex() throws {
        let scratch = try sampleAlbum()
        let bucket = AlbumIndex.hashtagBucket(of: "민지")
        let path = scratch.album.layout.index + "/hashtags/" + bucket
        try Data("민지 1003\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try scratch.album.check().contains { if case .staleIndex = $0 { true } else { false } })
        try scratch.album.repair()
        #expect(try scratch.album.check() == [])
        #expect(try ids(scratch.album, ["민지"]) == [1001, 1000])
    }

    @Test func anOlderIndexIsReadAroundThenUpgradedByTheNextWriter() throws {
        let scratch = try sampleAlbum()
        let index = scratch.album.layout.index
        try FileManager.default.removeItem(atPath: index + "/hashtags")
        try FileManager.default.removeItem(atPath: index + "/version")
        #expect(try ids(scratch.album, ["홍대"]) == [1002, 1000])
        #expect(try scratch.album.hashtags().first?.photoCount == 2)
        try scratch.add([scratch.newPhoto("d.jpg", memo: "#홍대 again")])
        #expect(FileManager.default.fileExists(atPath: index + "/hashtags/" + AlbumIndex.hashtagBucket(of: "홍대")))
        #expect(try ids(scratch.album, ["홍대"]) == [1004, 1002, 1000])
        #expect(try scratch.album.check() == [])
    }
}
