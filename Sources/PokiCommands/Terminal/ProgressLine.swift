import PokiSystem

/// A one-line progress report on standard error that redraws in place (`\r`), for long runs on a
/// terminal, in the user's language: `[120/300] 14.2 photos/s, about 13 s left`
/// (`[120/300] 초당 14.2장, 약 13초 남음`). Draws nothing when standard error is not a terminal,
/// so logs and pipes never see it, nor on a `TERM=dumb` terminal that cannot redraw.
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
        var text = Phrase.verbatim("[\(done)/\(total)]")
        if seconds > 0, done > 0 {
            let rate = Double(done) / seconds
            let perSecond = Self.oneDecimal(rate)
            text = text + Phrase(" \(perSecond) photos/s", korean: " 초당 \(perSecond)장")
            if done < total {
                let left = Self.duration(Double(total - done) / rate).text(in: console.language)
                text = text + Phrase(", about \(left) left", korean: ", 약 \(left) 남음")
            }
        }
        console.redrawErrorLine(text.text(in: console.language))
        shown = true
    }

    /// Clears the line so a message can be printed; the next ``update(done:)`` draws it again.
    func clear() {
        guard shown else { return }
        console.eraseErrorLine()
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

    /// `13 s`, `2 min 5 s`, `1 h 12 min` (`13초`, `2분 5초`, `1시간 12분`), rounded up.
    static func duration(_ seconds: Double) -> Phrase {
        let whole = Int(seconds.rounded(.up))
        if whole < 60 { return Phrase("\(whole) s", korean: "\(whole)초") }
        if whole < 3600 { return Phrase("\(whole / 60) min \(whole % 60) s", korean: "\(whole / 60)분 \(whole % 60)초") }
        return Phrase("\(whole / 3600) h \(whole % 3600 / 60) min", korean: "\(whole / 3600)시간 \(whole % 3600 / 60)분")
    }
}
