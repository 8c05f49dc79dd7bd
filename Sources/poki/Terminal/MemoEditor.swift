import Foundation

/// Writes a memo in the user's editor, the way `git commit` does: `$VISUAL`, else `$EDITOR`,
/// else `vi`, on a temporary file whose `#` lines are instructions and are dropped afterwards.
struct MemoEditor {
    var environment: [String: String]

    /// The text the editor opens with: the current memo, then instructions.
    static func template(current: String, subject: String) -> String {
        """
        \(current)
        # Write the memo for \(subject).
        # Lines starting with '#' are ignored; an empty memo keeps the memo empty.
        """
    }

    /// The memo in `edited` text: `#` lines dropped, surrounding blank lines and trailing spaces trimmed.
    static func memo(fromEdited edited: String) -> String {
        let lines = edited.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("#") }
            .map { line -> Substring in
                var line = line
                while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
                return line
            }
        var kept = Array(lines)
        while kept.first?.isEmpty == true { kept.removeFirst() }
        while kept.last?.isEmpty == true { kept.removeLast() }
        return kept.joined(separator: "\n")
    }

    /// The editor command the user asked for.
    var editorCommand: String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name], !value.trimmingCharacters(in: .whitespaces).isEmpty { return value }
        }
        return "vi"
    }

    /// Opens the editor on `template` and returns the memo the user wrote.
    func edit(current: String, subject: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory
        let file = directory.appendingPathComponent("poki-memo-\(UUID().uuidString).txt")
        try Data(Self.template(current: current, subject: subject).utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        // Through the shell, like git: the variable may hold arguments ("code --wait").
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\(editorCommand) \"$1\"", "poki-editor", file.path]
        process.environment = environment
        do {
            try process.run()
        } catch {
            throw CommandFailure("cannot start editor '\(editorCommand)' (\(error.localizedDescription))")
        }
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw CommandFailure("editor '\(editorCommand)' failed (exit status \(process.terminationStatus)); nothing was changed")
        }
        let edited = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return Self.memo(fromEdited: edited)
    }
}
