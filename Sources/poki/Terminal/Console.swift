/// The executable's only way to write: data to standard output, messages to standard error.
///
/// Standard output is buffered (a full `list --json` of a large album is one big write, not
/// thousands); standard error is written at once so messages interleave correctly with progress.
final class Console: @unchecked Sendable {
    let settings: TerminalSettings
    private var buffer: [UInt8] = []
    private let sink: Sink
    /// Whether anything was written to standard output (so a `--json` failure knows whether its
    /// command already printed a document).
    private(set) var hasWrittenOutput = false

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

    /// Writes `text` and a newline to standard output.
    func output(_ text: String) {
        hasWrittenOutput = true
        buffer.append(contentsOf: text.utf8)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Writes UTF-8 `bytes` and a newline to standard output (large JSON documents).
    func output(bytes: [UInt8]) {
        hasWrittenOutput = true
        flush()
        buffer = bytes
        buffer.append(UInt8(ascii: "\n"))
        flush()
    }

    /// Writes `error: message` to standard error.
    func error(_ message: String) {
        note("error: \(message)")
    }

    /// Writes `warning: message` to standard error.
    func warning(_ message: String) {
        note("warning: \(message)")
    }

    /// Writes a line to standard error as it is.
    func note(_ line: String) {
        writeError(line + "\n")
    }

    /// Writes to standard error without a newline (progress lines that redraw with `\r`).
    func writeError(_ text: String) {
        flush()
        switch sink {
        case .descriptors: Platform.writeAll(Array(text.utf8), to: Platform.standardError)
        case let .memory(recorder): recorder.standardError += text
        }
    }

    /// Sends buffered standard output on its way.
    func flush() {
        guard !buffer.isEmpty else { return }
        switch sink {
        case .descriptors: Platform.writeAll(buffer, to: Platform.standardOutput)
        case let .memory(recorder): recorder.standardOutput += String(decoding: buffer, as: UTF8.self)
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
