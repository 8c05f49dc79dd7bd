import PokiSystem

/// Writes a memo in the user's editor, the way `git commit` does: `$VISUAL`, else `$EDITOR`, else
/// `vi`, run on poki's terminal (see ``ForegroundProgram``) on a private draft file.
///
/// The draft ends with poki's instructions under git's scissors line; that line and everything
/// below it are dropped. Every line the user wrote above it is kept, `#` lines too: people who make
/// these prints write hashtags (`#홍대 #인생네컷`).
struct MemoEditor {
    var environment: [String: String]

    /// The line that starts poki's instructions in the draft: git's scissors line.
    static let scissors = "# ------------------------ >8 ------------------------"

    /// The text the editor opens with: the current memo, then the scissors line and instructions.
    static func template(current: String, subject: String) -> String {
        """
        \(current)
        \(scissors)
        # Do not change or remove the line above: it and everything below it are dropped.
        # The memo for \(subject) is every line above it, #hashtags included.
        # Quit without saving and nothing changes.

        """
    }

    /// The memo in `edited` text: everything from the scissors line down dropped, trailing spaces
    /// and surrounding blank lines trimmed.
    static func memo(fromEdited edited: String) -> String {
        var kept: [Substring] = []
        for line in edited.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            var line = line
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
            if line == scissors { break }
            kept.append(line)
        }
        while kept.first?.isEmpty == true { kept.removeFirst() }
        while kept.last?.isEmpty == true { kept.removeLast() }
        return kept.joined(separator: "\n")
    }

    /// The editor command the user asked for.
    var editorCommand: String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name], value.contains(where: { !$0.isWhitespace }) { return value }
        }
        return "vi"
    }

    /// Opens the editor on a draft in `folder` and returns the memo the user saved.
    ///
    /// The draft is removed however the editor ends. Nothing is returned unless the editor exits
    /// normally after saving the draft.
    /// - Parameter consequence: what not returning a memo means, for the error (`nothing was added`).
    func edit(current: String, subject: String, draftsIn folder: String, consequence: String) throws -> String {
        DraftFile.removeAbandoned(in: folder, folderPrefix: Self.draftPrefix)
        // The draft is made and removed inside the shield, so no Ctrl-C or SIGTERM can come
        // between its creation and its removal.
        let session = try ForegroundProgram.shielded { () throws -> (ending: Platform.ChildEnding, saved: [UInt8]?) in
            let draft = try DraftFile(
                in: folder, folderPrefix: Self.draftPrefix, name: "memo.txt",
                contents: Array(Self.template(current: current, subject: subject).utf8)
            )
            defer { draft.remove() }
            // Through the shell, like git: the variable may hold arguments ("code --wait"). `exec`
            // makes the editor itself poki's child, so nothing stands between them.
            let ending: Platform.ChildEnding
            do {
                ending = try ForegroundProgram.run(
                    "/bin/sh", arguments: ["sh", "-c", "exec \(editorCommand) \"$1\"", "poki-editor", draft.path],
                    environment: environment
                )
            } catch let error as Platform.ChildStartError {
                throw CommandFailure("cannot start the editor '\(editorCommand)' (\(error.reason)); \(consequence)")
            }
            return (ending, try draft.wasChanged() ? try draft.contents() : nil)
        }
        if let signal = session.terminationSignal {
            throw CommandFailure("poki received \(Platform.signalName(signal)) while the editor was open; \(consequence)")
        }
        switch session.value.ending {
        case let .killed(signal):
            throw CommandFailure("the editor '\(editorCommand)' was ended by \(Platform.signalName(signal)); \(consequence)")
        case let .exited(status) where status != 0:
            throw CommandFailure("the editor '\(editorCommand)' failed (exit status \(status)); \(consequence)")
        case .exited:
            break
        }
        guard let saved = session.value.saved else {
            throw CommandFailure("the editor quit without saving the memo; \(consequence)")
        }
        return Self.memo(fromEdited: String(decoding: saved, as: UTF8.self))
    }

    /// The start of the name of each draft's folder.
    static let draftPrefix = "poki-memo"
}
