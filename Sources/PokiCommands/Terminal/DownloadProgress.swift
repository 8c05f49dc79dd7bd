import PokiSystem

/// The line a download draws on standard error while bytes arrive, redrawn in place, in the
/// user's language: `photo.jpg: 1.2 MiB of 3.4 MiB, 830 KiB/s` (`photo.jpg: 1.2 MiB / 3.4 MiB,
/// 초당 830 KiB`). Draws nothing when standard error is not a terminal, so logs and pipes never
/// see it.
final class DownloadProgress {
    private let console: Console
    private let enabled: Bool
    private var url = ""
    private var started = ContinuousClock.now
    private var lastDrawn: ContinuousClock.Instant?
    private var shown = false

    init(console: Console) {
        self.console = console
        enabled = console.settings.errorIsTerminal
    }

    /// Redraws for `received` bytes of `total` (0 when unknown) from `url`, at most ten times a second.
    func update(url: String, received: Int64, total: Int64) {
        guard enabled else { return }
        let now = ContinuousClock.now
        if url != self.url {
            self.url = url
            started = now
            lastDrawn = nil
        }
        if let lastDrawn, now - lastDrawn < .milliseconds(100) { return }
        lastDrawn = now
        var text = Phrase.verbatim("\(VisibleText.of(url)): \(Self.bytes(received))")
        if total > 0 {
            let whole = Self.bytes(total)
            text = text + Phrase(" of \(whole)", korean: " / \(whole)")
        }
        let elapsed = now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        if seconds > 0.2 {
            let rate = Self.bytes(Int64(Double(received) / seconds))
            text = text + Phrase(", \(rate)/s", korean: ", 초당 \(rate)")
        }
        console.redrawErrorLine(text.text(in: console.language))
        shown = true
    }

    /// Clears the line so a message or the next download can be printed.
    func clear() {
        guard shown else { return }
        console.eraseErrorLine()
        shown = false
    }

    /// `512 B`, `12.3 KiB`, `4.5 MiB`.
    static func bytes(_ count: Int64) -> String {
        if count < 1024 { return "\(count) B" }
        var value = Double(count) / 1024
        for unit in ["KiB", "MiB"] {
            if value < 1024 { return "\(tenths(value)) \(unit)" }
            value /= 1024
        }
        return "\(tenths(value)) GiB"
    }

    private static func tenths(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
