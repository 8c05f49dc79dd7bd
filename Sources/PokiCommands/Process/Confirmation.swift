import PokiAlbum

/// Asks the person at the terminal before something destructive.
enum Confirmation {
    /// Prints `question` on standard error and reads one line; true when it equals `expected` after
    /// NFC normalisation (a Hangul nickname typed in NFD still matches), or, when `expected` is nil,
    /// when it is y or yes.
    static func ask(_ question: String, expecting expected: String? = nil, console: Console) -> Bool {
        console.writeError(VisibleText.of(question) + " ")
        guard let answer = readLine(strippingNewline: true) else { return false }
        let trimmed = answer.trimmingSpaces()
        if let expected { return Tag.normalized(trimmed) == Tag.normalized(expected) }
        return trimmed.lowercased() == "y" || trimmed.lowercased() == "yes"
    }
}
