import Foundation
import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

/// The date index carries each photo's dominant colour, so `calendar` and `stats` read no document;
/// every change that moves or recolours a photo keeps it right, and an older poki's index is read
/// and upgraded.
@Suite struct CalendarIndexTests {
    static let pink = Colour(red: 0xE9, green: 0x4B, blue: 0x6A)
    static let blue = Colour(red: 0x20, green: 0x40, blue: 0xE0)
    static let white = Colour(red: 0xFF, green: 0xFF, blue: 0xFF)

    let scratch: ScratchAlbum
    init() throws { scratch = try ScratchAlbum() }

    static func analysis(_ colour: Colour?) -> ImageAnalysis {
        var analysis = ScratchAlbum.analysis
        analysis.palette = Palette(version: analysis.palette.version, entries: colour.map { [.init(colour: $0, share: 1)] } ?? [], clearDominant: colour != nil)
        return analysis
    }

    func photo(_ name: String, _ colour: Colour?, date: String, tag: String? = nil) throws -> NewPhoto {
        NewPhoto(sourcePath: try scratch.source(name), analysis: Self.analysis(colour), tag: tag, memo: "", date: CalendarDay(date))
    }

    func march() throws -> [MemoryDay] {
        try scratch.album.memoryDays(in: try #require(CalendarMonth("2026-03")))
    }

    @Test func theNewestMemoryOfADayGivesItsColour() throws {
        try scratch.add([
            photo("a", Self.pink, date: "2026-03-12"), photo("b", Self.blue, date: "2026-03-12"),
            photo("c", nil, date: "2026-03-12"), photo("d", Self.white, date: "2026-03-03"), photo("e", Self.blue, date: "2026-04-01"),
        ])
        #expect(try march() == [
            MemoryDay(day: try #require(CalendarDay("2026-03-03")), ids: [1003], colour: Self.white),
            // 1002 has no dominant colour: the newest one that has one is 1001's.
            MemoryDay(day: try #require(CalendarDay("2026-03-12")), ids: [1000, 1001, 1002], colour: Self.blue),
        ])
        let file = try String(contentsOfFile: scratch.album.layout.dateIndex + "/2026/03-12", encoding: .utf8)
        #expect(file == "1000\n1001\n1002\n1000 #E94B6A\n1001 #2040E0\n1002 -\n")
        #expect(try scratch.album.memoryDays(inYear: 2026).map(\.ids) == [[1003], [1000, 1001, 1002], [1004]])
        #expect(try scratch.album.memoryDays(inYear: 2025).isEmpty)
    }

    @Test func editsRecolouringDeletingAndRestoringKeepTheColoursRight() throws {
        try scratch.add([photo("a", Self.pink, date: "2026-03-12"), photo("b", Self.blue, date: "2026-03-12")])
        // A new image with another colour (edit --image).
        let replacement = ReplacementImage(sourcePath: try scratch.source("new"), analysis: Self.analysis(Self.white))
        try scratch.album.update(id: 1001, PhotoEdit(image: replacement))
        #expect(try march().map(\.colour) == [Self.white])
        // Moved to another day: the old day takes the colour of its remaining newest memory.
        try scratch.album.update(id: 1001, PhotoEdit(date: CalendarDay("2026-03-20")))
        #expect(try march().map(\.colour) == [Self.pink, Self.white])
        try scratch.album.delete(ids: [1000])
        #expect(try march().map(\.ids) == [[1001]])
        try scratch.album.restore(id: 1000)
        #expect(try march().map(\.ids) == [[1000], [1001]])
        #expect(try march().map(\.colour) == [Self.pink, Self.white])
        // recolour stores a new analysis (the scratch analyses are of palette definition 1, outdated).
        let old = try scratch.album.photo(withID: 1000)
        #expect(old.hasOutdatedAnalysis)
        #expect(try scratch.album.storeReanalysis(Self.analysis(Self.blue), id: 1000, image: old.image))
        #expect(try march().map(\.colour) == [Self.blue, Self.white])
        #expect(try scratch.album.check() == [])
    }

    @Test func anOlderPokisIndexIsReadAndUpgradedByTheNextWriter() throws {
        try scratch.add([photo("a", Self.pink, date: "2026-03-12"), photo("b", Self.blue, date: "2026-03-12")])
        let layout = scratch.album.layout
        // What poki wrote before colours were indexed: IDs only, no version file.
        try AtomicFile.write(Array("1000\n1001\n".utf8), to: layout.dateIndex + "/2026/03-12")
        try Syscall.unlinkIfPresent(layout.indexVersion)
        #expect(try march().map(\.colour) == [Self.blue], "colours missing from the index come from the documents")
        let found = try scratch.album.examine()
        #expect(found.all == [.olderIndex])
        #expect(found.problems.isEmpty, "the next writer upgrades it: a note, not a problem")

        try scratch.add([photo("c", Self.white, date: "2026-01-01")])
        #expect(try String(contentsOfFile: layout.dateIndex + "/2026/03-12", encoding: .utf8) == "1000\n1001\n1000 #E94B6A\n1001 #2040E0\n")
        #expect(try String(contentsOfFile: layout.indexVersion, encoding: .utf8) == "\(AlbumIndex.currentVersion)\n")
        #expect(try scratch.album.check() == [])
    }

    @Test func checkFindsAWrongColourAndRepairMendsIt() throws {
        try scratch.add([photo("a", Self.pink, date: "2026-03-12")])
        let path = scratch.album.layout.dateIndex + "/2026/03-12"
        try AtomicFile.write(Array("1000\n1000 #000000\n".utf8), to: path)
        #expect(try scratch.album.check() == [.staleIndex(detail: .verbatim("date index lacks photo 1000's colour #E94B6A"))])
        try scratch.album.repair()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "1000\n1000 #E94B6A\n")
        // A day rewritten by an older poki (colour lines dropped) is also found.
        try AtomicFile.write(Array("1000\n".utf8), to: path)
        #expect(try scratch.album.check().count == 1)
        #expect(try march().map(\.colour) == [Self.pink])
    }

    @Test func aNewAlbumsIndexIsCurrent() throws {
        try scratch.add([photo("a", Self.pink, date: "2026-03-12")])
        #expect(try scratch.album.index.isCurrent())
        #expect(try scratch.album.check() == [])
    }

    @Test func statisticsCountFromTheIndexes() throws {
        try scratch.album.addTag("홍대 네컷")
        try scratch.add([
            photo("a", Self.pink, date: "2026-03-12", tag: "홍대 네컷"), photo("b", Self.blue, date: "2026-03-12", tag: "홍대 네컷"),
            photo("c", Self.white, date: "2026-05-01", tag: "인생네컷"), photo("d", nil, date: "2025-12-31"),
            photo("e", Self.blue, date: "2026-05-02", tag: "홍대 네컷"),
        ])
        try scratch.album.delete(ids: [1004])
        let statistics = try scratch.album.statistics(months: 4, upTo: try #require(CalendarMonth("2026-06")))
        #expect(statistics.photoCount == 4)
        #expect(statistics.first == CalendarDay("2025-12-31"))
        #expect(statistics.latest == CalendarDay("2026-05-01"))
        #expect(statistics.tags.map(\.label) == ["홍대 네컷", "비분류 브랜드", "인생네컷"])
        #expect(statistics.tags.map(\.count) == [2, 1, 1])
        #expect(statistics.months.map(\.month.description) == ["2026-03", "2026-04", "2026-05", "2026-06"])
        #expect(statistics.months.map(\.count) == [2, 0, 1, 0])
        // 2026-03 and 2026-05 would tie without the deleted photo; with it gone, March is busiest.
        #expect(statistics.busiest?.month.description == "2026-03")
        #expect(statistics.busiest?.count == 2)
        let families = Dictionary(uniqueKeysWithValues: statistics.colourFamilies.map { ($0.family, $0.count) })
        #expect(families == [.pink: 1, .blue: 1, .white: 1, .red: 0, .orange: 0, .yellow: 0, .green: 0, .cyan: 0, .purple: 0, .grey: 0, .black: 0])
        #expect(statistics.colourFamilies.map(\.family) == ColourFamily.allCases)
    }

    @Test func statisticsOfAnEmptyAlbum() throws {
        let statistics = try scratch.album.statistics(months: 2, upTo: try #require(CalendarMonth("2026-01")))
        #expect(statistics.photoCount == 0 && statistics.first == nil && statistics.latest == nil && statistics.busiest == nil)
        #expect(statistics.months.map(\.month.description) == ["2025-12", "2026-01"])
        #expect(statistics.tags.isEmpty)
        #expect(statistics.colourFamilies.allSatisfy { $0.count == 0 })
    }

    @Test(arguments: [
        ("FF0000", ColourFamily.red), ("DC143C", .red), ("FF7F50", .red), ("800000", .red),
        ("FFA500", .orange), ("8B4513", .orange), ("FFD700", .yellow), ("808000", .yellow),
        ("00FF00", .green), ("008000", .green), ("00FFFF", .cyan), ("008080", .cyan),
        ("87CEEB", .blue), ("0000FF", .blue), ("000080", .blue), ("8A2BE2", .purple), ("800080", .purple),
        ("FF00FF", .purple), ("FF69B4", .pink), ("E94B6A", .pink), ("FFC0CB", .pink),
        ("FFFFFF", .white), ("F5F5F5", .white), ("FFFDF5", .white), ("FFF0DB", .white), ("FAEBD7", .white), ("FFE4E1", .white),
        ("F5F5DC", .white), ("C5DDF2", .blue), ("D1D2ED", .blue), ("808080", .grey), ("202020", .black), ("05050F", .black), ("0A1030", .blue),
    ])
    func colourFamilies(hex: String, family: ColourFamily) throws {
        #expect(ColourFamily(try #require(Colour(hex: hex))) == family)
    }

    @Test func eachFamilysSwatchIsOfThatFamily() {
        for family in ColourFamily.allCases { #expect(ColourFamily(family.swatch) == family) }
    }

    @Test func weekdaysAndMonths() throws {
        #expect(try #require(CalendarDay("2026-03-01")).weekday == 7)
        #expect(try #require(CalendarDay("2026-03-02")).weekday == 1)
        #expect(try #require(CalendarDay("1970-01-01")).weekday == 4)
        #expect(try #require(CalendarDay("1969-12-29")).weekday == 1)
        #expect(try #require(CalendarDay("2000-02-29")).weekday == 2)
        #expect(CalendarMonth("2026-13") == nil && CalendarMonth("2026-1") == nil && CalendarMonth("0000-01") == nil)
        #expect(CalendarMonth("2024-02")?.dayCount == 29)
        #expect(CalendarMonth("0001-01")?.previous == nil)
    }
}
