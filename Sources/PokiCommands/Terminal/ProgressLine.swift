/// A one-line progress report on standard error that redraws in place (`\r`), for long runs on a
/// terminal: `[120/300] 14.2 photos/s, about 13 s left`. Draws nothing when standard error is not
/// a terminal, so logs and pipes never see it, nor on a `TERM=dumb` terminal that cannot redraw.
final class ProgressLine {
    private let console: Console
    private let total: Int
    private let enabled: Bool
    private let started = ContinuousClock.now
    private var lastDrawn: ContinuousClock.Instant?
    private var shown = false

    init(console: Console, total: Int) {
        self.console = console
        self.total = total
        enabled = console.settings.errorIsTerminal && console.settings.understandsEscapes && total > 1
    }

    /// Redraws for `done` of `total` items, at most ten times a second (and always at the end).
    func update(done: Int) {
        guard enabled else { return }
        let now = ContinuousClock.now
        if let lastDrawn, now - lastDrawn < .milliseconds(100), done < total { return }
        lastDrawn = now
        let seconds = Self.seconds(now - started)
        var text = "[\(done)/\(total)]"
        if seconds > 0, done > 0 {
            let rate = Double(done) / seconds
            text += " \(Self.oneDecimal(rate)) photos/s"
            if done < total { text += ", about \(Self.duration(Double(total - done) / rate)) left" }
        }
        console.writeError("\r\u{1B}[2K" + text)
        shown = true
    }

    /// Clears the line so a message can be printed; the next ``update(done:)`` draws it again.
    func clear() {
        guard shown else { return }
        console.writeError("\r\u{1B}[2K")
        shown = false
        lastDrawn = nil
    }

    // MARK: Formatting

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        if whole < 60 { return "\(whole) s" }
        if whole < 3600 { return "\(whole / 60) min \(whole % 60) s" }
        return "\(whole / 3600) h \(whole % 3600 / 60) min"
    }
}
