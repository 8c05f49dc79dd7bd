import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

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
        #expect(contents.problems == [ManifestProblem(line: 5, reason: .verbatim("expected 4 fields, found 2"))])
    }

    @Test func columnsMayComeInAnyOrderAndOnlyPathIsRequired() throws {
        let contents = try ManifestReader.parse("memo,path\nhello,x.jpg\n", baseDirectory: "/d")
        #expect(contents.entries == [ManifestEntry(line: 2, path: "/d/x.jpg", memo: "hello")])
    }

    @Test func aHeaderWithoutPathIsRefused() {
        #expect(throws: ManifestReader.ReadError.badHeader(path: "manifest", reason: .verbatim("no 'path' column"))) {
            try ManifestReader.parse("tag,memo\na,b\n", baseDirectory: "/d")
        }
    }

    /// The header: every memo, tag and date used to be dropped without a word.
    @Test func everyUnknownColumnIsNamedWithTheColumnMeant() {
        #expect(throws: ManifestReader.ReadError.unknownFields(path: "visits.csv", [
            UnknownManifestField(kind: .column, name: "tags", line: 1, suggestion: "tag"),
            UnknownManifestField(kind: .column, name: "Memos", line: 1, suggestion: "memo"),
            UnknownManifestField(kind: .column, name: "day", line: 1, suggestion: "date"),
        ])) {
            try ManifestReader.parse("path,tags,Memos,day\na.jpg,인생네컷,메모,2026-01-02\n", baseDirectory: "/d", name: "visits.csv")
        }
    }

    @Test(arguments: [
        ("tags", "unknown column 'tags'; did you mean 'tag'?"),
        ("memos", "unknown column 'memos'; did you mean 'memo'?"),
        ("dates", "unknown column 'dates'; did you mean 'date'?"),
        ("brand", "unknown column 'brand'; did you mean 'tag'?"),
        ("filename", "unknown column 'filename'; did you mean 'path'?"),
        ("colour", "unknown column 'colour'; the columns poki reads are path, tag, memo, date"),
    ])
    func anUnknownColumnSaysWhatWasMeant(_ column: String, _ message: String) throws {
        let error = try #require(throws: ManifestReader.ReadError.self) {
            try ManifestReader.parse("path,\(column)\na.jpg,x\n", baseDirectory: "/d", name: "m.csv")
        }
        #expect(error.problems.map(\.reason.english) == [message])
        #expect(error.problems.map(\.line) == [1])
        #expect(error.description == "m.csv line 1: \(message)")
    }

    @Test(arguments: [("path,tag,TAG\n", "column 'tag' appears twice"), ("path,,memo\n", "column 2 has no name")])
    func repeatedAndUnnamedColumnsAreRefused(_ header: String, _ reason: String) {
        #expect(throws: ManifestReader.ReadError.badHeader(path: "manifest", reason: .verbatim(reason))) {
            try ManifestReader.parse(header + "a.jpg,b,c\n", baseDirectory: "/d")
        }
    }

    @Test func anUnknownJSONLinesKeyIsNamedAtItsFirstLineWithHowManyMore() {
        let text = """
        {"path": "a.jpg", "tag": "셀픽스"}
        {"path": "b.jpg", "tags": "셀픽스"}
        {"path": "c.jpg", "tags": "하루필름", "Memo": "x"}
        {"path": "d.jpg", "tags": "하루필름"}
        """
        #expect(throws: ManifestReader.ReadError.unknownFields(path: "v.jsonl", [
            UnknownManifestField(kind: .key, name: "tags", line: 2, otherLines: 2, suggestion: "tag"),
            UnknownManifestField(kind: .key, name: "Memo", line: 3, suggestion: "memo"),
        ])) {
            try ManifestReader.parse(text, baseDirectory: "/m", name: "v.jsonl")
        }
        #expect(UnknownManifestField(kind: .key, name: "tags", line: 2, otherLines: 2, suggestion: "tag").description
            == "unknown key 'tags' (and on 2 more lines); did you mean 'tag'?")
    }

    @Test func anUnclosedQuoteIsABadLineNotACrash() throws {
        let contents = try ManifestReader.parse("path,memo\na.jpg,ok\nb.jpg,\"never closed\n", baseDirectory: "/d")
        #expect(contents.entries.map(\.path) == ["/d/a.jpg"])
        #expect(contents.problems == [ManifestProblem(line: 3, reason: .verbatim("a quoted field is never closed"))])
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
