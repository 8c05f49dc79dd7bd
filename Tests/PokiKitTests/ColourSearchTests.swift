import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

/// `list --colour`: palettes within an Oklab distance of a colour, most covered first.
@Suite struct ColourSearchTests {
    static let red = Colour(red: 0xE0, green: 0x20, blue: 0x1E)
    static let darkerRed = Colour(red: 0xC0, green: 0x1C, blue: 0x1A)
    static let blue = Colour(red: 0x35, green: 0x66, blue: 0xD9)
    static let white = Colour(red: 0xF2, green: 0xF2, blue: 0xF2)

    private func photo(_ scratch: ScratchAlbum, _ name: String, _ entries: [(Colour, Double)]) throws -> NewPhoto {
        var analysis = ScratchAlbum.analysis
        analysis.palette = Palette(version: 1, entries: entries.map { Palette.Entry(colour: $0.0, share: $0.1) }, clearDominant: true)
        return NewPhoto(sourcePath: try scratch.source(name), analysis: analysis, tag: nil, memo: "#\(name.prefix(1))", date: nil)
    }

    /// 1000: red 30 %; 1001: red 20 % + a darker red 40 % (60 % red together); 1002: blue 97 %,
    /// red 3 % (too little); 1003: blue 50 %; 1004: white only.
    func sampleAlbum() throws -> ScratchAlbum {
        let scratch = try ScratchAlbum()
        try scratch.add([
            photo(scratch, "a.jpg", [(Self.white, 0.7), (Self.red, 0.3)]),
            photo(scratch, "b.jpg", [(Self.darkerRed, 0.4), (Self.white, 0.4), (Self.red, 0.2)]),
            photo(scratch, "c.jpg", [(Self.blue, 0.97), (Self.red, 0.03)]),
            photo(scratch, "d.jpg", [(Self.blue, 0.5), (Self.white, 0.5)]),
            photo(scratch, "e.jpg", [(Self.white, 1)]),
        ])
        return scratch
    }

    private func ids(_ album: Album, _ colour: Colour, within: Double = ColourQuery.defaultWithin, reverse: Bool = false, limit: Int? = nil) throws -> [Int] {
        try album.photos(reverse: reverse, filter: PhotoFilter(colour: ColourQuery(colour: colour, within: within)), limit: limit).map(\.id)
    }

    @Test func mostCoveredFirstAndSpecksLeftOut() throws {
        let scratch = try sampleAlbum()
        #expect(try ids(scratch.album, Self.red) == [1001, 1000])
        #expect(try ids(scratch.album, Self.red, reverse: true) == [1000, 1001])
        #expect(try ids(scratch.album, Self.red, limit: 1) == [1001])
        // Just noticeable: the darker red no longer counts, so 1001 has 20 % red to 1000's 30 %.
        #expect(try ids(scratch.album, Self.red, within: 0.02) == [1000, 1001])
        #expect(try ids(scratch.album, Self.blue) == [1002, 1003])
        #expect(try ids(scratch.album, Self.white) == [1004, 1000, 1003, 1001])
    }

    @Test func namedColoursFindTheirFamily() throws {
        let scratch = try sampleAlbum()
        #expect(try ids(scratch.album, try #require(NamedColours.colour(named: "빨강"))) == [1001, 1000])
        #expect(try ids(scratch.album, try #require(NamedColours.colour(named: "Blue"))) == [1002, 1003])
        #expect(NamedColours.colour(named: "회색".decomposedStringWithCanonicalMapping) == NamedColours.colour(named: "grey"))
        #expect(NamedColours.colour(named: "gray") == NamedColours.colour(named: "grey"))
        #expect(NamedColours.colour(named: "#3566d9") == Self.blue)
        for bad in ["puce", "#12345", "#GGGGGG", "", "3566D9"] {
            #expect(NamedColours.colour(named: bad) == nil, "\(bad)")
        }
        // Each family's name stands for a colour of that family.
        for name in NamedColours.all {
            if let family = name.family { #expect(ColourFamily(name.colour) == family) }
        }
    }

    /// Cream found every white print: a pastel's little chroma is what tells it from white, and
    /// it now counts as much as its hue.
    @Test func creamIsNotWhite() throws {
        let cream = try #require(NamedColours.colour(named: "cream"))
        let scratch = try ScratchAlbum()
        try scratch.add([
            photo(scratch, "a.jpg", [(Colour(red: 0xFF, green: 0xFF, blue: 0xFF), 1)]),
            photo(scratch, "b.jpg", [(Colour(red: 0xFD, green: 0xFE, blue: 0xFD), 1)]),
            photo(scratch, "c.jpg", [(Colour(red: 0xFF, green: 0xEC, blue: 0xB3), 1)]),
            photo(scratch, "d.jpg", [(Colour(red: 0xDD, green: 0xCB, blue: 0xA4), 1)]),
        ])
        #expect(try ids(scratch.album, cream) == [1003, 1002], "a cream and a beige, not white")
        #expect(try ids(scratch.album, try #require(NamedColours.colour(named: "ivory"))).contains(1000), "ivory is nearly white")
    }

    /// Korean colour words and loanwords, whatever the language, name the colour their English
    /// name does (issue #28).
    @Test(arguments: [
        ("핑크", "pink"), ("분홍색", "pink"), ("민트", "mint"), ("하늘색", "sky"), ("sky blue", "sky"), ("남색", "navy"),
        ("네이비", "navy"), ("연보라", "lavender"), ("라벤더", "lavender"), ("베이지", "beige"), ("아이보리", "ivory"),
        ("크림", "cream"), ("노랑", "yellow"), ("주황", "orange"), ("초록", "green"), ("파랑", "blue"), ("보라", "purple"),
        ("빨강", "red"), ("검정", "black"), ("흰색", "white"), ("하양", "white"), ("회색", "grey"), ("그레이", "grey"),
    ])
    func koreanColourWords(word: String, english: String) throws {
        #expect(NamedColours.colour(named: word) != nil, "\(word)")
        #expect(NamedColours.colour(named: word) == NamedColours.colour(named: english))
    }

    @Test func trashedAndCombinedFilters() throws {
        let scratch = try sampleAlbum()
        _ = try scratch.album.delete(ids: [1001])
        #expect(try ids(scratch.album, Self.red) == [1000])
        let both = PhotoFilter(hashtags: ["d"], colour: ColourQuery(colour: Self.blue))
        #expect(try scratch.album.photos(filter: both).map(\.id) == [1003])
        _ = try scratch.album.restore(id: 1001)
        #expect(try ids(scratch.album, Self.red) == [1001, 1000])
        #expect(try scratch.album.check() == [])
    }

    @Test func theIndexFollowsARecolour() throws {
        let scratch = try sampleAlbum()
        let photo = try scratch.album.photo(withID: 1000)
        var analysis = photo.analysis
        analysis.palette = Palette(version: PaletteExtractor.definitionVersion, entries: [.init(colour: Self.blue, share: 1)], clearDominant: true)
        #expect(try scratch.album.storeReanalysis(analysis, id: 1000, image: photo.image))
        #expect(try ids(scratch.album, Self.red) == [1001])
        #expect(try ids(scratch.album, Self.blue) == [1000, 1002, 1003])
        #expect(try scratch.album.check() == [])
    }

    @Test func checkRepairsAHandEditedPaletteIndex() throws {
        let scratch = try sampleAlbum()
        let file = scratch.album.layout.index + "/palettes/1"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("1000 F2F2F2:700 E0201E:300\n"))
        try Data(text.replacingOccurrences(of: "1000 F2F2F2:700 E0201E:300", with: "1000 F2F2F2:1000").utf8).write(to: URL(fileURLWithPath: file))
        #expect(try scratch.album.check().contains { if case .staleIndex = $0 { true } else { false } })
        try scratch.album.repair()
        #expect(try ids(scratch.album, Self.red) == [1001, 1000])
        #expect(try scratch.album.check() == [])
    }

    @Test func anOlderIndexIsReadAround() throws {
        let scratch = try sampleAlbum()
        try FileManager.default.removeItem(atPath: scratch.album.layout.index + "/palettes")
        try FileManager.default.removeItem(atPath: scratch.album.layout.index + "/version")
        #expect(try ids(scratch.album, Self.red) == [1001, 1000])
    }
}
