import Foundation
import Testing
@testable import PokiCommands
import PokiTestSupport

/// `--memo` alone on a real terminal (tmux), with real editors driven by keystrokes: vi
/// (Debian's vim-tiny), nano and ed.
@Suite(.timeLimit(.minutes(1))) struct EditorOnTerminalTests {
    let album: TemporaryAlbum
    /// `$XDG_RUNTIME_DIR` of the runs that have one.
    let runtime: URL
    let sky = PokiProcess.fixtures.appendingPathComponent("album/lifefourcuts-sky.jpg").path

    init() throws {
        album = try TemporaryAlbum()
        runtime = album.scratch.appendingPathComponent("runtime")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
    }

    // MARK: Writing a memo

    @Test func viWritesTheMemoOfANewPhotoKeepingItsHashtags() throws {
        let run = try EditorRun(album: album, ["add", sky, "--memo"], editor: "vim.tiny", runtime: runtime)
        try run.terminal.waitForScreen(containing: ">8")

        // While the editor is open: the draft is private whatever the umask (the run's is 000),
        // in $XDG_RUNTIME_DIR, not in /tmp.
        let drafts = try run.drafts()
        try #require(drafts.count == 1)
        #expect(try permissions(of: drafts[0]) == 0o700)
        #expect(try permissions(of: drafts[0].appendingPathComponent("memo.txt")) == 0o600)

        try run.terminal.press("i")
        try run.terminal.type("오늘 홍대 네컷")
        try run.terminal.press("Enter")
        try run.terminal.type("#홍대 #인생네컷 #민지")
        try run.terminal.waitForScreen(containing: "#민지")
        try run.terminal.press("Escape")
        try run.terminal.type(":wq")
        try run.terminal.waitForScreen(containing: ":wq")
        try run.terminal.press("Enter")

        #expect(try run.exitStatus() == 0)
        #expect(try memo(of: 1000) == "오늘 홍대 네컷\n#홍대 #인생네컷 #민지")
        #expect(try run.drafts().isEmpty)
    }

    @Test func nanoEditsTheCurrentMemoWithTheDraftInTheAlbumsTemporaryArea() throws {
        #expect(try album.poki(["add", sky, "--memo", "첫 네컷"]).status == 0)
        // No $XDG_RUNTIME_DIR: the draft goes to the album's own tmp/.
        let run = try EditorRun(album: album, ["edit", "1000", "--memo"], editor: "nano", runtime: nil)
        try run.terminal.waitForScreen(containing: "첫 네컷")
        let drafts = try run.drafts()
        try #require(drafts.count == 1)
        #expect(drafts[0].deletingLastPathComponent().path == album.directory.appendingPathComponent("tmp").path)
        #expect(try permissions(of: drafts[0].appendingPathComponent("memo.txt")) == 0o600)

        try run.terminal.press("End", "Enter")
        try run.terminal.type("#홍대 #민지")
        try run.terminal.waitForScreen(containing: "#민지")
        try run.terminal.press("C-o")
        try run.terminal.waitForScreen(containing: "File Name to Write")
        try run.terminal.press("Enter")
        try run.terminal.waitForScreen(containing: "Wrote")
        try run.terminal.press("C-x")

        #expect(try run.exitStatus() == 0)
        #expect(try memo(of: 1000) == "첫 네컷\n#홍대 #민지")
        #expect(try run.drafts().isEmpty)
    }

    // MARK: Keys and signals meant for the editor

    @Test func ctrlCInEdIsForTheEditorNotForPoki() throws {
        // ed reads lines with the terminal's own line editing, so Ctrl-C is a SIGINT to the whole
        // foreground group: ed says "?", poki must carry on.
        let run = try EditorRun(album: album, ["add", sky, "--memo"], editor: "ed", runtime: runtime)
        // ed starts by printing the draft's size.
        try run.terminal.waitForScreen(containing: String(MemoEditor.template(current: "", subject: sky).utf8.count))
        try run.terminal.press("C-c")
        try run.terminal.waitForScreen(containing: "?")
        try run.terminal.type("0a")
        try run.terminal.press("Enter")
        try run.terminal.type("Ctrl-C 뒤에 쓴 메모 #홍대")
        try run.terminal.press("Enter")
        for command in [".", "w", "q"] {
            try run.terminal.type(command)
            try run.terminal.press("Enter")
        }

        #expect(try run.exitStatus() == 0)
        #expect(try memo(of: 1000) == "Ctrl-C 뒤에 쓴 메모 #홍대")
        #expect(try run.drafts().isEmpty)
    }

    @Test func ctrlCInViLeavesTheEditorOpen() throws {
        let run = try EditorRun(album: album, ["add", sky, "--memo"], editor: "vim.tiny", runtime: runtime)
        try run.terminal.waitForScreen(containing: ">8")
        try run.terminal.press("i")
        try run.terminal.type("민지랑")
        try run.terminal.waitForScreen(containing: "민지랑")
        try run.terminal.press("C-c")
        try run.terminal.type(":wq")
        try run.terminal.waitForScreen(containing: ":wq")
        try run.terminal.press("Enter")

        #expect(try run.exitStatus() == 0)
        #expect(try memo(of: 1000) == "민지랑")
    }

    @Test func anEditorEndedByCtrlCAddsNothingAndLeavesNoDraft() throws {
        // An editor command that Ctrl-C ends (the draft's path becomes the inner shell's $0).
        let run = try EditorRun(album: album, ["add", sky, "--memo"], editor: "sh -c 'sleep 60'", runtime: runtime)
        try #require(try eventually { try run.drafts().count == 1 })
        // Ctrl-C is for the editor once it runs (its `sleep` is in poki's foreground group); a key
        // pressed before, while poki shields itself from it, is poki's to ignore.
        let group = try run.pokiProcessID()
        try #require(try eventually {
            try ShellScript.run("pgrep -g \"$GROUP\" -x sleep", environment: ["GROUP": String(group)], timeLimit: 5).status == 0
        })
        try run.terminal.press("C-c")

        #expect(try run.exitStatus() == 1)
        #expect(try run.errors().contains("error: the editor 'sh -c 'sleep 60'' was ended by SIGINT; nothing was added"))
        #expect(try photoCount() == 0)
        #expect(try run.drafts().isEmpty)
    }

    @Test func quittingViWithoutSavingAddsNothing() throws {
        let run = try EditorRun(album: album, ["add", sky, "--memo"], editor: "vim.tiny", runtime: runtime)
        try run.terminal.waitForScreen(containing: ">8")
        try run.terminal.type(":q!")
        try run.terminal.waitForScreen(containing: ":q!")
        try run.terminal.press("Enter")

        #expect(try run.exitStatus() == 1)
        #expect(try run.errors().contains("error: the editor quit without saving the memo; nothing was added"))
        #expect(try photoCount() == 0)
        #expect(try run.drafts().isEmpty)
    }

    @Test func quittingNanoWithoutSavingLeavesTheMemoAsItWas() throws {
        #expect(try album.poki(["add", sky, "--memo", "첫 네컷"]).status == 0)
        let run = try EditorRun(album: album, ["edit", "1000", "--memo", "--tag", "하루필름"], editor: "nano", runtime: runtime)
        try run.terminal.waitForScreen(containing: "첫 네컷")
        try run.terminal.type("바뀐 ")
        try run.terminal.waitForScreen(containing: "바뀐")
        try run.terminal.press("C-x")
        try run.terminal.waitForScreen(containing: "Save modified buffer")
        try run.terminal.press("n")

        #expect(try run.exitStatus() == 1)
        #expect(try run.errors().contains("photo 1000 was not changed"))
        let photo = try document(of: 1000)
        #expect(photo["memo"] as? String == "첫 네컷")
        #expect(photo["tag"] as? String != "하루필름")
        #expect(try run.drafts().isEmpty)
    }

    @Test func killingPokiWhileTheEditorIsOpenEndsBothAndLeavesNoDraft() throws {
        let run = try EditorRun(album: album, ["add", sky, "--memo"], editor: "vim.tiny", runtime: runtime)
        try run.terminal.waitForScreen(containing: ">8")
        try run.terminal.press("i")
        try run.terminal.type("반쯤 쓴 메모")
        try run.terminal.waitForScreen(containing: "반쯤")
        #expect(kill(try run.pokiProcessID(), SIGTERM) == 0)

        #expect(try run.exitStatus() == 1)
        #expect(try run.errors().contains("poki received SIGTERM while the editor was open; nothing was added"))
        #expect(try photoCount() == 0)
        #expect(try run.drafts().isEmpty)
    }

    @Test func closingTheTerminalLeavesNoDraftAndAddsNothing() throws {
        let run = try EditorRun(album: album, ["add", sky, "--memo"], editor: "vim.tiny", runtime: runtime)
        try run.terminal.waitForScreen(containing: ">8")
        let poki = try run.pokiProcessID()
        try run.terminal.close()

        #expect(eventually { !isRunning(poki) })
        #expect(try run.drafts().isEmpty)
        #expect(try photoCount() == 0)
    }

    // MARK: Helpers

    private func document(of id: Int) throws -> [String: Any] {
        let shown = try album.poki(["show", String(id), "--json"])
        try #require(shown.status == 0, "\(shown.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(shown.standardOutput.utf8)) as? [String: Any])
    }

    private func memo(of id: Int) throws -> String? {
        try document(of: id)["memo"] as? String
    }

    private func photoCount() throws -> Int {
        let photos = album.directory.appendingPathComponent("photos")
        guard FileManager.default.fileExists(atPath: photos.path) else { return 0 }
        return try FileManager.default.contentsOfDirectory(atPath: photos.path).filter { $0.hasSuffix(".json") }.count
    }

    /// Whether the process exists and has not ended (a zombie has ended).
    private func isRunning(_ processID: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(processID)/stat", encoding: .utf8),
              let afterName = stat.range(of: ") ", options: .backwards) else { return false }
        return !stat[afterName.upperBound...].hasPrefix("Z")
    }

    private func permissions(of url: URL) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? -1
    }
}

/// One `poki …` run typed into an interactive shell on its own terminal, as a person runs it (the
/// shell makes it a foreground job), with `$EDITOR` set and a umask of 000. Its exit status,
/// standard error and process ID are written to files.
private struct EditorRun {
    let terminal: TerminalSession
    let draftArea: URL
    private let status: URL
    private let errorFile: URL
    private let processIDFile: URL

    init(album: TemporaryAlbum, _ arguments: [String], editor: String, runtime: URL?) throws {
        let files = album.scratch.appendingPathComponent("run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        status = files.appendingPathComponent("status")
        errorFile = files.appendingPathComponent("errors")
        processIDFile = files.appendingPathComponent("pid")
        draftArea = runtime ?? album.directory.appendingPathComponent("tmp")
        var environment = [
            "POKI_LIBRARY": album.directory.path, "EDITOR": editor, "HOME": album.scratch.path, "PS1": "$ ",
        ]
        if let runtime { environment["XDG_RUNTIME_DIR"] = runtime.path }
        // Sourced by the shell: the inner sh writes its process ID and becomes poki.
        let poki = ([PokiProcess.executable.path] + arguments).map(Self.quoted).joined(separator: " ")
        let script = """
            umask 000
            sh -c 'echo $$ > pid; exec "$0" "$@"' \(poki) 2> errors; echo $? > status

            """
        try script.write(to: files.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        terminal = try TerminalSession(command: "exec bash --norc --noprofile -i", in: files, environment: environment)
        try terminal.waitForScreen(containing: "$")
        try terminal.type(". ./run.sh")
        try terminal.press("Enter")
    }

    /// Waits for poki to end and returns its exit status.
    func exitStatus(timeout: TimeInterval = 20) throws -> Int32? {
        guard eventually(timeout: timeout, { ((try? String(contentsOf: status, encoding: .utf8)) ?? "").hasSuffix("\n") }) else {
            Issue.record("poki did not end; the terminal shows:\n\((try? terminal.screen()) ?? "")")
            return nil
        }
        return Int32(try String(contentsOf: status, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// What poki wrote on standard error.
    func errors() throws -> String {
        (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
    }

    func pokiProcessID() throws -> Int32 {
        try #require(eventually { FileManager.default.fileExists(atPath: processIDFile.path) })
        return try #require(Int32(String(contentsOf: processIDFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// The memo drafts in the draft area now.
    func drafts() throws -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: draftArea.path)) ?? []
        return names.filter { $0.hasPrefix("poki-memo-") }.map { draftArea.appendingPathComponent($0) }
    }

    private static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
