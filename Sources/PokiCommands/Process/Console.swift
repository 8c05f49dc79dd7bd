import PokiSystem

/// The executable's only way to write: data to standard output, messages to standard error.
///
/// Standard output is buffered (a full `list --json` of a large album is one big write, not
/// thousands); standard error is written at once so messages interleave correctly with progress.
///
/// Text goes through ``VisibleText`` here, so a control character in a memo, tag or file name is
/// shown (`^[`) instead of acting on the terminal; JSON goes through ``JSONOutput/escapingInvisibles(_:)``.
/// The first failed write to standard output (a full disk) is kept in ``outputFailure`` and
/// everything after it dropped; the command line tool reports it and exits 1.
final class Console: @unchecked Sendable {
    private(set) var settings: TerminalSettings
    private var buffer: [UInt8] = []
    private let sink: Sink
    /// Whether anything was written to standard output (so a `--json` failure knows whether its
    /// command already printed a document).
    private(set) var hasWrittenOutput = false
    /// The `errno` of the first write to standard output that failed, if one did.
    private(set) var outputFailure: Int32?

    /// Where the bytes go: the real descriptors, or memory for tests.
    enum Sink {
        case descriptors
        case memory(Recorder)
    }

    /// Collects everything written, for tests.
    final class Recorder: @unchecked Sendable {
        var standardOutput = ""
        var standardError = ""
        init() {}
    }

    init(settings: TerminalSettings, sink: Sink = .descriptors) {
        self.settings = settings
        self.sink = sink
        buffer.reserveCapacity(1 << 16)
    }

    /// Applies `--color`: `always` colours even a pipe, `never` nothing, `auto` keeps what was
    /// detected. Called once, before the command writes anything.
    func applyColour(_ mode: ColourMode) {
        switch mode {
        case .auto: break
        case .always: settings.usesColour = true
        case .never: settings.usesColour = false
        }
    }

    /// Writes `text` and a newline to standard output, every control character but the line feeds
    /// that separate its lines made visible. Nothing is broken: the text may be data (an ID, a
    /// path, JSON, a table already fitted).
    func output(_ text: String) {
        append(VisibleText.lines(of: text))
    }

    /// Writes `text`, poki's own sentences (`about`, a notice, `colours`' details), as
    /// ``output(_:)-(String)`` does, each line longer than ``TerminalSettings/width`` (a terminal's,
    /// or `COLUMNS` in a pipe) broken between words under its label
    /// (``DisplayWidth/underLabel(_:toWidth:leastHang:)``).
    func outputWrapped(_ text: String) {
        append(Self.broken(VisibleText.lines(of: text), toWidth: settings.width))
    }

    /// Each of `text`'s lines broken under its label to `width` (``DisplayWidth/underLabel(_:toWidth:leastHang:)``),
    /// its next lines at least `leastHang` columns in; `text` as it is without a width.
    private static func broken(_ text: String, toWidth width: Int?, leastHang: Int = 0) -> String {
        guard let width else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { DisplayWidth.underLabel(String($0), toWidth: width, leastHang: leastHang) }.joined(separator: "\n")
    }

    /// Writes a line that carries poki's own colour codes (a swatch, a colour bar) to standard
    /// output. Every piece of user text in it must have gone through ``VisibleText/of(_:)``; other
    /// control characters but escape are made visible here too.
    func outputStyled(_ line: String) {
        append(VisibleText.keepingEscapes(of: line))
    }

    /// Writes a line of poki's own drawing of an image (a graphics protocol's escape sequences, or
    /// coloured blocks) to standard output as it is: it holds no user text.
    func outputGraphics(_ line: String) {
        append(line)
    }

    /// Writes `fields` joined by tabs and a newline to standard output, each field's control
    /// characters (tabs and line feeds included) made visible, so only poki's tabs separate them.
    func output(fields: [String]) {
        append(fields.map(VisibleText.of).joined(separator: "\t"))
    }

    /// Writes `text` to standard output as it is, without adding a newline: text poki composed
    /// itself (a `list --format` template's own tabs and line breaks) in which every piece of user
    /// text already went through ``VisibleText/of(_:)``.
    func outputComposed(_ text: String) {
        hasWrittenOutput = true
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Writes a JSON document (UTF-8 `bytes`) and a newline to standard output.
    func output(bytes: [UInt8]) {
        hasWrittenOutput = true
        flush()
        buffer = JSONOutput.escapingInvisibles(bytes)
        buffer.append(UInt8(ascii: "\n"))
        flush()
    }

    /// Writes `bytes` to standard output exactly as they are: digits and separators only, such as
    /// `list --ids -0`'s NUL-ended IDs.
    func output(raw bytes: [UInt8]) {
        hasWrittenOutput = true
        flush()
        buffer = bytes
        flush()
    }

    /// The language everything is said in.
    var language: Language { settings.language }

    /// Writes `error: message` to standard error, one line (broken between words only on a
    /// terminal): control characters, line feeds included, are made visible.
    func error(_ message: String) {
        error(.verbatim(message))
    }

    /// Writes `error: message` (`오류: …` in Korean) to standard error, in the user's language, one
    /// line (broken between words only on a terminal): control characters, line feeds included,
    /// are made visible.
    func error(_ message: Phrase) {
        writeMessage(VisibleText.of((Phrase("error: ", korean: "오류: ") + message).text(in: language)))
    }

    /// Writes the error's message as ``error(_:)-(Phrase)`` does, in the user's language.
    func error(_ failure: any Error) {
        error(Phrase.describing(failure))
    }

    /// Writes `warning: message` to standard error, on one line like ``error(_:)-(String)``.
    func warning(_ message: String) {
        warning(.verbatim(message))
    }

    /// Writes `warning: message` (`경고: …` in Korean) to standard error, in the user's language.
    func warning(_ message: Phrase) {
        writeMessage(VisibleText.of((Phrase("warning: ", korean: "경고: ") + message).text(in: language)))
    }

    /// Writes a line (or lines) to standard error, control characters made visible.
    func note(_ line: String) {
        writeMessage(VisibleText.lines(of: line))
    }

    /// Writes `phrase` in the user's language to standard error, control characters made visible.
    func note(_ phrase: Phrase) {
        note(phrase.text(in: language))
    }

    /// Writes `note: phrase` (`참고: …` in Korean) to standard error, in the user's language.
    func remark(_ phrase: Phrase) {
        note(Phrase("note: ", korean: "참고: ") + phrase)
    }

    /// Writes `phrase`, a sentence of poki's own, in the user's language and a newline to standard
    /// output, broken between words as ``outputWrapped(_:)`` does.
    func output(_ phrase: Phrase) {
        outputWrapped(phrase.text(in: language))
    }

    /// Writes a message's lines (control characters already made visible) and a newline to
    /// standard error; on a terminal, each line longer than the terminal is wide is broken between
    /// words, its next lines under its label or two columns in, so that the terminal never cuts a
    /// word in two. A log or a script reading standard error gets one line a message.
    private func writeMessage(_ text: String) {
        writeError(Self.broken(text, toWidth: settings.errorWidth, leastHang: 2) + "\n")
    }

    /// Draws `line` over the line last drawn on standard error (`\r`, then erased), cut short of
    /// the terminal's edge: a line the terminal wrapped could not be redrawn in place.
    func redrawErrorLine(_ line: String) {
        writeError("\r\u{1B}[2K" + (settings.errorWidth.map { DisplayWidth.truncate(line, toWidth: max($0 - 1, 10)) } ?? line))
    }

    /// Erases the line ``redrawErrorLine(_:)`` drew, so that a message can be written.
    func eraseErrorLine() {
        writeError("\r\u{1B}[2K")
    }

    /// Writes to standard error as it is, without a newline (prompts already made visible, and
    /// progress lines that redraw with `\r`).
    func writeError(_ text: String) {
        flush()
        switch sink {
        case .descriptors: _ = Syscall.writeAll(Array(text.utf8), to: Platform.standardError)
        case let .memory(recorder): recorder.standardError += text
        }
    }

    /// Sends buffered standard output on its way; after a failed write, drops it.
    func flush() {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        guard outputFailure == nil else { return }
        switch sink {
        case .descriptors: outputFailure = Syscall.writeAll(buffer, to: Platform.standardOutput)
        case let .memory(recorder): recorder.standardOutput += String(decoding: buffer, as: UTF8.self)
        }
    }

    private func append(_ line: String) {
        hasWrittenOutput = true
        buffer.append(contentsOf: line.utf8)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= 1 << 16 { flush() }
    }
}
