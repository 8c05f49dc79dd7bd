import PokiSystem

/// Writes a memo in the user's editor, the way `git commit` does: `$VISUAL`, else `$EDITOR`, else
/// `vi`, run on poki's terminal (see ``ForegroundProgram``) on a private draft file.
///
/// The draft ends with poki's instructions under git's scissors line; that line and everything
/// below it are dropped. Every line the user wrote above it is kept, `#` lines too: people who make
/// these prints write hashtags (`#홍대 #인생네컷`).
struct MemoEditor {
    var environment: [String: String]
    /// The language of the draft's instructions and of the errors.
    var language: Language = .english

    /// The line that starts poki's instructions in the draft: git's scissors line.
    static let scissors = "# ------------------------ >8 ------------------------"

    /// The text the editor opens with: the current memo, then the scissors line and instructions
    /// in `language`.
    static func template(current: String, subject: String, language: Language = .english) -> String {
        let instructions = Phrase(
            """
            # Do not change or remove the line above: it and everything below it are dropped.
            # The memo for \(subject) is every line above it, #hashtags included.
            # Quit without saving and nothing changes.
            """,
            korean: """
            # 위 줄은 바꾸거나 지우지 마십시오: 그 줄과 그 아래는 모두 버려집니다.
            # 그 줄 위에 쓴 내용이 \(subject)의 메모가 됩니다. #해시태그도 들어갑니다.
            # 저장하지 않고 끝내면 아무것도 바뀌지 않습니다.
            """
        )
        return current + "\n" + scissors + "\n" + instructions.text(in: language) + "\n"
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
    /// - Parameters:
    ///   - subject: what the memo is for, shown in the draft's instructions (`photo 1003`).
    ///   - consequence: what not returning a memo means, for the error (`nothing was added`).
    func edit(current: String, subject: Phrase, draftsIn folder: String, consequence: Phrase) throws -> String {
        DraftFile.removeAbandoned(in: folder, folderPrefix: Self.draftPrefix)
        // The draft is made and removed inside the shield, so no Ctrl-C or SIGTERM can come
        // between its creation and its removal.
        let session = try ForegroundProgram.shielded { () throws -> (ending: Platform.ChildEnding, saved: [UInt8]?) in
            let draft = try DraftFile(
                in: folder, folderPrefix: Self.draftPrefix, name: "memo.txt",
                contents: Array(Self.template(current: current, subject: subject.text(in: language), language: language).utf8)
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
                let reason = error.reason
                throw CommandFailure(
                    Phrase("cannot start the editor '\(editorCommand)' (\(reason)); ", korean: "편집기('\(editorCommand)')를 시작할 수 없습니다 (\(reason)). ")
                        + consequence
                )
            }
            return (ending, try draft.wasChanged() ? try draft.contents() : nil)
        }
        if let signal = session.terminationSignal {
            let name = Platform.signalName(signal)
            throw CommandFailure(
                Phrase("poki received \(name) while the editor was open; ", korean: "편집기가 열려 있는 동안 poki가 \(name) 신호를 받았습니다. ") + consequence
            )
        }
        switch session.value.ending {
        case let .killed(signal):
            let name = Platform.signalName(signal)
            throw CommandFailure(
                Phrase("the editor '\(editorCommand)' was ended by \(name); ", korean: "편집기('\(editorCommand)')가 \(name) 신호로 끝났습니다. ") + consequence
            )
        case let .exited(status) where status != 0:
            throw CommandFailure(
                Phrase("the editor '\(editorCommand)' failed (exit status \(status)); ", korean: "편집기('\(editorCommand)')가 실패했습니다 (종료 상태 \(status)). ")
                    + consequence
            )
        case .exited:
            break
        }
        guard let saved = session.value.saved else {
            throw CommandFailure(
                Phrase("the editor quit without saving the memo; ", korean: "편집기가 메모를 저장하지 않고 끝났습니다. ") + consequence
            )
        }
        return Self.memo(fromEdited: String(decoding: saved, as: UTF8.self))
    }

    /// Opens the editor as the `edit` above does, for a subject and a consequence not yet in the
    /// catalogue: the same words in every language.
    func edit(current: String, subject: String, draftsIn folder: String, consequence: String) throws -> String {
        try edit(current: current, subject: .verbatim(subject), draftsIn: folder, consequence: .verbatim(consequence))
    }

    /// The start of the name of each draft's folder.
    static let draftPrefix = "poki-memo"
}
