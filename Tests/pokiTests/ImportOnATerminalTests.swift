import Foundation
import Testing
import PokiTestSupport

/// `import` on a terminal ends with a summary naming the IDs, not a column of bare IDs; into a
/// pipe, or with `--ids`, each ID is printed as it comes (issue #29).
@Suite struct ImportOnATerminalTests {
    @Test func aTerminalGetsTheIDsInTheSummary() throws {
        let album = try TemporaryAlbum()
        let images = try album.distinctImages(3)
        let folder = album.scratch.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for image in images {
            try FileManager.default.moveItem(atPath: image, toPath: folder.appendingPathComponent(URL(fileURLWithPath: image).lastPathComponent).path)
        }
        let poki = TerminalWindow.quoted(PokiProcess.executable.path)
        let environment = ["POKI_LIBRARY": album.directory.path]
        let screen = try TerminalWindow(columns: 80).run("\(poki) import \(TerminalWindow.quoted(folder.path))", environment: environment)
        #expect(!screen.rows.contains("1000"), "no bare IDs: \(screen.rows)")
        #expect(screen.rows.contains { $0.hasPrefix("imported 3, skipped 0 (duplicates 0, not images 0), failed 0; IDs 1000-1002") }, "\(screen.rows)")

        let more = try album.distinctImages(2, named: "more")
        let listed = try TerminalWindow(columns: 80).run("\(poki) import --ids " + more.map(TerminalWindow.quoted).joined(separator: " "), environment: environment)
        #expect(listed.rows.contains("1003") && listed.rows.contains("1004"), "\(listed.rows)")
        #expect(listed.rows.contains { $0.hasPrefix("imported 2, skipped 0 (duplicates 0, not images 0), failed 0") && !$0.contains("IDs") })

        // At 40 columns the summary is broken between words, its next lines indented, instead of
        // being cut wherever the terminal's edge falls.
        let narrow = try album.distinctImages(2, named: "narrow")
        let wrapped = try TerminalWindow(columns: 40).run("\(poki) import " + narrow.map(TerminalWindow.quoted).joined(separator: " "), environment: environment)
        #expect(wrapped.wrappedRows == 0, "no line wider than the terminal: \(wrapped.rows)")
        let start = try #require(wrapped.rows.firstIndex { $0.hasPrefix("imported 2,") }, "\(wrapped.rows)")
        let summary = wrapped.rows[start...].prefix { !$0.isEmpty && !$0.hasPrefix("$") }
        #expect(summary.dropFirst().allSatisfy { $0.hasPrefix("  ") }, "\(wrapped.rows)")
        #expect(
            summary.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                == "imported 2, skipped 0 (duplicates 0, not images 0), failed 0; IDs 1005-1006",
            "\(wrapped.rows)"
        )

        let piped = try album.poki(["import", try album.distinctImages(1, named: "piped")[0]])
        #expect(piped.standardOutput == "1007\n")
        #expect(!piped.standardError.contains("IDs"))
    }
}
