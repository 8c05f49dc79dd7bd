import PokiAlbum

/// Asks the person at the terminal before something destructive.
enum Confirmation {
    /// The answers that mean yes to a `[y/N]` question, whatever the language poki speaks:
    /// English, and the Korean 예 and 네.
    static let yes: Set<String> = ["y", "yes", "예", "네"]

    /// Prints `question` on standard error and reads one line; true when it equals `expected` after
    /// NFC normalisation (a Hangul nickname typed in NFD still matches), or, when `expected` is nil,
    /// when it is one of ``yes`` (anything else, 아니오 included, is no).
    static func ask(_ question: String, expecting expected: String? = nil, console: Console) -> Bool {
        console.writeError(VisibleText.of(question) + " ")
        guard let answer = readLine(strippingNewline: true) else { return false }
        let trimmed = Tag.normalized(answer.trimmingSpaces())
        if let expected { return trimmed == Tag.normalized(expected) }
        return yes.contains(trimmed.lowercased())
    }
}
