import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct NoticesTests {
    @Test func thereAreNoticesAboutFeaturesFormatAndReporting() {
        #expect(Notices.all.count >= 3)
        let text = Notices.all.map { $0.title + $0.content }.joined()
        for phrase in ["poki pose", "poki import", "poki colours", "1000", "POKI_LIBRARY", "poki check", "poki --version"] {
            #expect(text.contains(phrase), "no notice mentions \(phrase)")
        }
    }

    @Test func noticesAreNewestFirst() {
        let dates = Notices.all.map(\.date)
        #expect(dates == dates.sorted(by: >))
        #expect(Notices.all.first?.number == Notices.all.map(\.number).max())
    }

    @Test func datesAreValidCalendarDays() throws {
        let pattern = try Regex("^([0-9]{4})-([0-9]{2})-([0-9]{2})$")
        for notice in Notices.all {
            let match = try #require(notice.date.wholeMatch(of: pattern), "\(notice.number): '\(notice.date)'")
            let year = try #require(Int(match.output[1].substring ?? ""))
            let month = try #require(Int(match.output[2].substring ?? ""))
            let day = try #require(Int(match.output[3].substring ?? ""))
            let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
            #expect((2026...2100).contains(year))
            #expect((1...12).contains(month))
            #expect((1...days[month - 1]).contains(day), "\(notice.date)")
        }
    }

    @Test func numbersRunFromOneWithoutGaps() {
        #expect(Notices.all.map(\.number).sorted() == Array(1...Notices.all.count))
    }

    @Test func everyNoticeHasATitleAndABody() {
        for notice in Notices.all {
            #expect(!notice.title.isEmpty && !notice.title.contains("\n"))
            #expect(notice.content.count > 100, "notice \(notice.number) is too thin")
        }
    }

    @Test func findsANoticeByNumber() throws {
        #expect(try Notices.notice(numbered: 1).title == "poki로 할 수 있는 일")
        #expect(throws: CatalogError.unknownNotice(number: 99, available: Notices.all.count)) {
            try Notices.notice(numbered: 99)
        }
        #expect(throws: CatalogError.unknownNotice(number: 0, available: Notices.all.count)) {
            try Notices.notice(numbered: 0)
        }
    }

    @Test func privacyStatementSaysNothingLeavesTheMachine() {
        #expect(Notices.privacyStatement.contains("Everything stays on this machine; nothing is sent anywhere."))
        #expect(Notices.privacyStatement.contains("전송되지 않습니다"))
    }
}
