import PokiAlbum
import PokiImaging
import PokiSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a memo comes from: `--memo TEXT` or `--memo=TEXT`, `--memo -` (standard input), or
/// `--memo` alone (the editor).
enum MemoInput: Sendable, Equatable {
    /// The text; `nextWord` when it was the word after `--memo` rather than joined with `=`.
    case text(String, nextWord: Bool)
    case standardInput
    case editor

    /// Reads `--memo` from parsed arguments; nil when it was not given.
    init?(_ value: ParsedArguments.OptionalValue?) {
        switch value {
        case nil: return nil
        case .bare: self = .editor
        case .attached("-"), .nextWord("-"): self = .standardInput
        case let .attached(text): self = .text(text, nextWord: false)
        case let .nextWord(text): self = .text(text, nextWord: true)
        }
    }

    /// Refuses `--memo b.jpg` where b.jpg is an image: a file meant to be added, written after
    /// `--memo` by mistake, would otherwise become the memo. `--memo=b.jpg` says it is the memo.
    func refuseImagePath(for spec: CommandSpec) throws(UsageError) {
        guard case let .text(text, nextWord: true) = self, ImageDecoder.isImageFile(atPath: text) else { return }
        throw UsageError(
            Phrase(
                "--memo would take the image file '\(text)' as its text; ",
                korean: "--memo가 이미지 파일 '\(text)'의 이름을 메모로 받게 됩니다. "
            ) + Phrase(
                "put files before --memo, write --memo=TEXT for a memo that is this text, or --memo - to read the memo from standard input",
                korean: "파일은 --memo 앞에 두고, 이 글자 그대로가 메모라면 --memo=TEXT 형식을, 메모를 표준 입력에서 읽으려면 --memo - 형식을 쓰십시오"
            ),
            for: spec
        )
    }

    /// The memo, asking the editor or reading standard input when needed.
    ///
    /// - Parameters:
    ///   - current: the memo the editor starts from.
    ///   - subject: what the memo is for, shown in the editor's instructions (`photo 1003`).
    ///   - album: the album, whose temporary area holds the editor's draft when there is no
    ///     `$XDG_RUNTIME_DIR`.
    ///   - consequence: what a memo not written means, for the error (`nothing was added`).
    func resolve(current: String, subject: Phrase, album: Album, consequence: Phrase, context: CommandContext, spec: CommandSpec) throws -> String {
        switch self {
        case let .text(text, _):
            return text
        case .standardInput:
            var text = String(decoding: Syscall.readAll(from: Platform.standardInput), as: UTF8.self)
            while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
            return text
        case .editor:
            guard context.terminal.inputIsTerminal else {
                throw UsageError(
                    Phrase(
                        "--memo without text opens an editor, but standard input is not a terminal; use --memo TEXT or --memo -",
                        korean: "값 없는 --memo는 편집기를 여는데, 표준 입력이 터미널이 아닙니다. --memo TEXT나 --memo - 형식을 쓰십시오"
                    ),
                    for: spec
                )
            }
            let folder = try album.draftArea(environment: context.environment)
            return try MemoEditor(environment: context.environment, language: context.console.language)
                .edit(current: current, subject: subject, draftsIn: folder, consequence: consequence)
        }
    }
}
