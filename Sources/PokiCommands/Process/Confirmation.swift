import PokiAlbum
import PokiSystem

/// Asks the person at the terminal before something destructive.
enum Confirmation {
    /// The answers that mean yes to a `[y/N]` question, whatever the language poki speaks:
    /// English, the Korean 예, 네 and 응 (and ㅇ), and ㅛ, the y key with a Korean keyboard on.
    static let yes: Set<String> = ["y", "yes", "예", "네", "응", "ㅇ", "ㅛ"]

    /// Prints `question` in the user's language on standard error and reads one line; true when
    /// it equals `expected` after NFC normalisation (a Hangul nickname typed in NFD still matches),
    /// or, when `expected` is nil, when it is one of ``yes`` (anything else, 아니오 included, is no).
    /// A `[y/N]` at the end of the question stays as it is in Korean too.
    static func ask(_ question: Phrase, expecting expected: String? = nil, console: Console) -> Bool {
        ask(question.text(in: console.language), expecting: expected, console: console)
    }

    /// Asks a question not yet in the catalogue: the same words in every language.
    static func ask(_ question: String, expecting expected: String? = nil, console: Console) -> Bool {
        console.writeError(VisibleText.of(question) + " ")
        guard let answer = readLine(strippingNewline: true) else { return false }
        let trimmed = Tag.normalized(answer.trimmingSpaces())
        if let expected { return trimmed == Tag.normalized(expected) }
        return yes.contains(trimmed.lowercased())
    }
}
