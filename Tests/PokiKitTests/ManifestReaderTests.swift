import Testing
@testable import PokiKit

@Suite struct ManifestReaderTests {
    @Test func csvWithQuotedCommasNewlinesHangulBOMAndOneBadLine() throws {
        let text = "\u{FEFF}path,tag,memo,date\r\n"
            + "a.jpg,인생네컷,\"민지랑, 홍대\",2026-11-20\r\n"
            + "b.png,하루필름,\"두 줄\n메모 \"\"따옴표\"\"\",\r\n"
            + "c.jpg,포토이즘\r\n"
            + "/abs/d.jpg,,,2026-01-02\r\n"
        let contents = try ManifestReader.parse(text, baseDirectory: "/scans")
        #expect(contents.entries == [
            ManifestEntry(line: 2, path: "/scans/a.jpg", tag: "인생네컷", memo: "민지랑, 홍대", date: "2026-11-20"),
            ManifestEntry(line: 3, path: "/scans/b.png", tag: "하루필름", memo: "두 줄\n메모 \"따옴표\""),
            ManifestEntry(line: 6, path: "/abs/d.jpg", date: "2026-01-02"),
        ])
        #expect(contents.problems == [ManifestProblem(line: 5, reason: "expected 4 fields, found 2")])
    }

    @Test func columnsMayComeInAnyOrderAndOnlyPathIsRequired() throws {
        let contents = try ManifestReader.parse("memo,path\nhello,x.jpg\n", baseDirectory: "/d")
        #expect(contents.entries == [ManifestEntry(line: 2, path: "/d/x.jpg", memo: "hello")])
    }

    @Test func aHeaderWithoutPathIsRefused() {
        #expect(throws: ManifestReader.ReadError.badHeader(path: "manifest", reason: "no 'path' column")) {
            try ManifestReader.parse("file,tag\nx.jpg,a\n", baseDirectory: "/d")
        }
    }

    @Test func anUnclosedQuoteIsABadLineNotACrash() throws {
        let contents = try ManifestReader.parse("path,memo\na.jpg,ok\nb.jpg,\"never closed\n", baseDirectory: "/d")
        #expect(contents.entries.map(\.path) == ["/d/a.jpg"])
        #expect(contents.problems == [ManifestProblem(line: 3, reason: "a quoted field is never closed")])
    }

    @Test func jsonLinesWithABadLine() throws {
        let text = """
        {"path": "a.jpg", "tag": "셀픽스", "memo": "첫 줄"}
        not json
        {"tag": "x"}

        {"path": "b.jpg", "date": "2026-02-03", "memo": 5}
        {"path": "c.jpg", "date": "2026-02-03"}
        """
        let contents = try ManifestReader.parse(text, baseDirectory: "/m")
        #expect(contents.entries == [
            ManifestEntry(line: 1, path: "/m/a.jpg", tag: "셀픽스", memo: "첫 줄"),
            ManifestEntry(line: 6, path: "/m/c.jpg", date: "2026-02-03"),
        ])
        #expect(contents.problems.map(\.line) == [2, 3, 5])
    }
}
