import Foundation
import Testing
import PokiTestSupport

/// The album's main job, end to end through the built binary in a temporary album.
@Suite struct AlbumCommandsTests {
    let album: TemporaryAlbum
    let sky = PokiProcess.fixtures.appendingPathComponent("album/lifefourcuts-sky.jpg").path
    let mint = PokiProcess.fixtures.appendingPathComponent("album/photoism-mint.jpg").path

    init() throws { album = try TemporaryAlbum() }

    /// 2025-02-30 is written right; the message must say the day does not exist, not how to write one.
    @Test(arguments: [["add", "SKY"], ["edit", "1000"], ["list", "--since"]])
    func anImpossibleDayIsNotARealDay(_ command: [String]) throws {
        #expect(try album.poki(["add", sky, "--date", "2026-11-20"]).status == 0)
        let before = try album.snapshot()
        let option = command.last == "--since" ? [] : ["--date"]
        let result = try album.poki(command.map { $0 == "SKY" ? mint : $0 } + option + ["2025-02-30"])
        #expect(result.status == 2)
        let name = command.last == "--since" ? "since" : "date"
        #expect(result.standardError.hasPrefix("error: --\(name): '2025-02-30' is not a real day\n"))
        #expect(try album.snapshot() == before)
    }

    @Test func addListShowEditDeleteRestore() throws {
        let added = try album.poki(["add", sky, mint, "--tag", "인생네컷", "--memo", "with 민지", "--date", "2026-11-20"])
        #expect(added.status == 0)
        #expect(added.standardOutput == "1000\n1001\n")

        let list = try album.poki(["list"])
        #expect(list.status == 0)
        let rows = list.standardOutput.split(separator: "\n")
        #expect(rows.count == 3)
        #expect(rows[1].hasPrefix("1001  2026-11-20  인생네컷"))
        #expect(rows[2].hasPrefix("1000  2026-11-20  인생네컷"))
        #expect(rows[1].hasSuffix("with 민지"))

        let show = try album.poki(["show", "1000"])
        #expect(show.status == 0)
        #expect(show.standardOutput.contains("original: lifefourcuts-sky.jpg"))
        #expect(show.standardOutput.contains("image:    \(album.directory.path)/images/1000.jpg"))

        let edit = try album.poki(["edit", "1000", "--memo", "홍대 첫 네컷", "--tag", "하루필름", "--date", "2026-01-02"])
        #expect(edit.status == 0)
        let edited = try json(album.poki(["show", "1000", "--json"]).standardOutput)
        #expect(edited["memo"] as? String == "홍대 첫 네컷")
        #expect((edited["tag"] as? [String: Any])?["label"] as? String == "하루필름")
        #expect(edited["date"] as? String == "2026-01-02")
        #expect(edited["id"] as? Int == 1000)

        let delete = try album.poki(["delete", "1000", "--yes"])
        #expect(delete.status == 0)
        #expect(delete.standardOutput == "1000\n")
        #expect(try album.poki(["show", "1000"]).status == 1)
        #expect(try album.poki(["trash"]).standardOutput.contains("1000"))

        let restore = try album.poki(["restore", "1000"])
        #expect(restore.status == 0)
        #expect(try json(album.poki(["show", "1000", "--json"]).standardOutput)["memo"] as? String == "홍대 첫 네컷")
    }

    @Test func listSortsFiltersAndLimits() throws {
        let files = try album.distinctImages(4)
        let days = ["2026-03-01", "2025-12-24", "2026-07-15", "2026-03-01"]
        let memos = ["Hongdae 첫 네컷", "크리스마스", "summer HONGDAE trip", "birthday"]
        for (index, file) in files.enumerated() {
            #expect(try album.poki(["add", file, "--date", days[index], "--memo", memos[index], "--tag", index == 1 ? "하루필름" : "인생네컷"]).status == 0)
        }
        func ids(_ arguments: [String]) throws -> [Int] {
            let result = try album.poki(["list", "--json"] + arguments)
            let documents = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
            return documents.compactMap { $0["id"] as? Int }
        }
        #expect(try ids([]) == [1003, 1002, 1001, 1000])
        #expect(try ids(["--reverse"]) == [1000, 1001, 1002, 1003])
        #expect(try ids(["--sort", "date"]) == [1002, 1003, 1000, 1001])
        #expect(try ids(["--sort", "date", "--reverse"]) == [1001, 1000, 1003, 1002])
        #expect(try ids(["--search", "hongdae"]) == [1002, 1000])
        #expect(try ids(["--tag", "하루필름"]) == [1001])
        #expect(try ids(["--since", "2026-01-01", "--until", "2026-06-30"]) == [1003, 1000])
        #expect(try ids(["--sort", "date", "--limit", "2"]) == [1002, 1003])
        #expect(try album.poki(["list", "--sort", "colour"]).status == 2)
        #expect(try album.poki(["list", "--since", "2026-02-30"]).status == 2)
    }

    @Test func idsAreNeverReusedAfterDeleteOrEmptyingTheTrash() throws {
        let files = try album.distinctImages(4)
        #expect(try album.poki(["add", files[0], files[1]]).standardOutput == "1000\n1001\n")
        #expect(try album.poki(["delete", "1001", "--yes"]).status == 0)
        #expect(try album.poki(["add", files[2]]).standardOutput == "1002\n")
        #expect(try album.poki(["trash", "--empty", "--yes"]).status == 0)
        #expect(try album.poki(["add", files[3]]).standardOutput == "1003\n")
        #expect(try album.poki(["restore", "1001"]).status == 1)
    }

    @Test func eightConcurrentAddersGiveDistinctGapFreeIDs() throws {
        let files = try album.distinctImages(160)
        let list = album.scratch.appendingPathComponent("files.txt")
        try files.joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
        let script = "xargs -n1 -P8 \"$POKI\" add --tag 하루필름 --memo batch < \"$LIST\""
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.environment = [
            "PATH": "/usr/bin:/bin", "POKI": PokiProcess.executable.path, "LIST": list.path,
            "POKI_LIBRARY": album.directory.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let ids = String(decoding: printed, as: UTF8.self).split(separator: "\n").compactMap { Int($0) }
        #expect(ids.count == 160)
        #expect(Set(ids) == Set(1000...1159))
        let listed = try JSONSerialization.jsonObject(with: Data(album.poki(["list", "--json"]).standardOutput.utf8)) as? [[String: Any]]
        #expect(listed?.count == 160)
    }

    @Test func aCorruptImageLeavesTheAlbumByteForByteUnchanged() throws {
        #expect(try album.poki(["add", sky]).status == 0)
        let before = try album.snapshot()
        let corrupt = PokiProcess.fixtures.appendingPathComponent("corrupt/truncated.jpg").path
        let result = try album.poki(["add", mint, corrupt, "--memo", "x"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("error: \(corrupt): corrupt JPEG"))
        #expect(try album.snapshot() == before)
    }

    @Test func duplicatesAreRefusedUnlessAllowed() throws {
        #expect(try album.poki(["add", sky]).status == 0)
        let again = try album.poki(["add", sky])
        #expect(again.status == 1)
        #expect(again.standardError.hasPrefix("error: \(sky) is already in the album as 1000"))
        #expect(try album.poki(["add", sky, "--allow-duplicate"]).standardOutput == "1001\n")
    }

    @Test func jsonOutputsParse() throws {
        let added = try album.poki(["add", sky, "--json", "--tag", "포토이즘"])
        let documents = try #require(try JSONSerialization.jsonObject(with: Data(added.standardOutput.utf8)) as? [[String: Any]])
        #expect(documents.first?["id"] as? Int == 1000)
        #expect(documents.first?["sha256"] as? String != nil)
        for arguments in [["list", "--json"], ["show", "1000", "--json"], ["tags", "--json"], ["trash", "--json"]] {
            let result = try album.poki(arguments)
            #expect(result.status == 0)
            #expect((try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))) != nil, "\(arguments) printed \(result.standardOutput)")
        }
    }

    @Test func unknownIDIsAClearFailure() throws {
        #expect(try album.poki(["init"]).status == 0)
        let result = try album.poki(["show", "1042"])
        #expect(result.status == 1)
        #expect(result.standardError == "error: no photo with ID 1042 in the album (1042)\n")
        #expect(try album.poki(["show", "abc"]).status == 2)
    }

    @Test func unknownTagGetsASuggestionAndNFDMatches() throws {
        let wrong = try album.poki(["add", sky, "--tag", "포토이즘s"])
        #expect(wrong.status == 1)
        #expect(wrong.standardError == "error: unknown tag '포토이즘s'; did you mean '포토이즘'?\n")
        let decomposed = "포토이즘".decomposedStringWithCanonicalMapping
        #expect(decomposed.unicodeScalars.count > "포토이즘".unicodeScalars.count)
        #expect(try album.poki(["add", sky, "--tag", decomposed]).status == 0)
        #expect(try album.poki(["list", "--tag", "포토이즘"]).standardOutput.contains("1000"))
    }

    @Test func deleteWithoutYesRefusesWhenStdinIsNotATerminal() throws {
        #expect(try album.poki(["add", sky]).status == 0)
        let result = try album.poki(["delete", "1000"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: refusing to delete without --yes"))
        #expect(try album.poki(["show", "1000"]).status == 0)
    }

    /// Emptying the trash cannot be undone: like delete, it asks on a terminal and otherwise needs
    /// --yes, so a script or a pipe never removes photos for good without saying so.
    @Test func emptyingTheTrashWithoutYesRefusesWhenStdinIsNotATerminal() throws {
        let files = try album.distinctImages(2)
        #expect(try album.poki(["add", files[0]]).status == 0)
        #expect(try album.poki(["edit", "1000", "--image", files[1]]).status == 0)
        #expect(try album.poki(["delete", "1000", "--yes"]).status == 0)
        let before = try album.snapshot()
        let result = try album.poki(["trash", "--empty"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: refusing to empty the trash without --yes when standard input is not a terminal\n"))
        #expect(result.standardOutput.isEmpty)
        #expect(try album.snapshot() == before)
        #expect(try album.poki(["restore", "1000"]).status == 0)
    }

    @Test func aFolderThatIsNotAnAlbumIsNeverWrittenInto() throws {
        try FileManager.default.createDirectory(at: album.directory, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: album.directory.appendingPathComponent("notes.txt"))
        let before = try album.snapshot()
        let result = try album.poki(["add", sky])
        #expect(result.status == 1)
        #expect(result.standardError.contains("not a poki album"))
        #expect(try album.snapshot() == before)
        #expect(try album.poki(["init"]).status == 0)
        #expect(try album.poki(["add", sky]).standardOutput == "1000\n")
    }

    @Test func emptyAlbumSaysHowToAddTheFirstPhoto() throws {
        #expect(try album.poki(["init"]).status == 0)
        let result = try album.poki(["list"])
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("poki add"))
    }

    @Test func memoFromStandardInput() throws {
        let result = try album.poki(["add", sky, "--memo", "-"], input: "첫 줄\n둘째 줄\n")
        #expect(result.status == 0)
        #expect(try json(album.poki(["show", "1000", "--json"]).standardOutput)["memo"] as? String == "첫 줄\n둘째 줄")
    }

    @Test func anImageNamedAfterMemoIsRefusedRatherThanTakenAsTheMemo() throws {
        let result = try album.poki(["add", sky, "--memo", mint])
        #expect(result.status == 2)
        let firstLine = result.standardError.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix("error: --memo would take the image file '\(mint)' as its text"))
        #expect(firstLine.contains("--memo=TEXT") && firstLine.contains("--memo -"))
        #expect(!FileManager.default.fileExists(atPath: album.directory.path), "nothing may be added")

        // Joined with '=', the same text is the memo the user asked for.
        #expect(try album.poki(["add", sky, "--memo=\(mint)"]).status == 0)
        #expect(try json(album.poki(["show", "1000", "--json"]).standardOutput)["memo"] as? String == mint)
        #expect(try album.poki(["edit", "1000", "--memo", mint]).status == 2)

        // A word naming a file that is not an image is a memo as before.
        let notes = album.scratch.appendingPathComponent("notes.txt")
        try "홍대 메모\n".write(to: notes, atomically: true, encoding: .utf8)
        #expect(try album.poki(["edit", "1000", "--memo", notes.path]).status == 0)
        #expect(try json(album.poki(["show", "1000", "--json"]).standardOutput)["memo"] as? String == notes.path)
    }

    @Test func noColourEscapesWhenNoColourIsSetOrOutputIsAPipe() throws {
        #expect(try album.poki(["add", sky]).status == 0)
        for arguments in [["list"], ["show", "1000"]] {
            let result = try album.poki(arguments, environment: ["NO_COLOR": "1"])
            #expect(!result.standardOutput.contains("\u{1B}["))
        }
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
