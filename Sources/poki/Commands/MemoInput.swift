import Foundation
import PokiKit

/// Where a memo comes from: `--memo TEXT`, `--memo -` (standard input), or `--memo` alone (the editor).
enum MemoInput: Sendable, Equatable {
    case text(String)
    case standardInput
    case editor

    /// Reads `--memo` from parsed arguments; nil when it was not given.
    init?(_ value: ParsedArguments.OptionalValue?) {
        switch value {
        case nil: return nil
        case .bare: self = .editor
        case .text("-"): self = .standardInput
        case let .text(text): self = .text(text)
        }
    }

    /// The memo, asking the editor or reading standard input when needed.
    ///
    /// - Parameters:
    ///   - current: the memo the editor starts from.
    ///   - subject: what the memo is for, shown in the editor's instructions.
    func resolve(current: String, subject: String, context: CommandContext, spec: CommandSpec) throws -> String {
        switch self {
        case let .text(text):
            return text
        case .standardInput:
            let data = FileHandle.standardInput.readDataToEndOfFile()
            var text = String(decoding: data, as: UTF8.self)
            while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
            return text
        case .editor:
            guard context.terminal.inputIsTerminal else {
                throw UsageError("--memo without text opens an editor, but standard input is not a terminal; use --memo TEXT or --memo -", for: spec)
            }
            return try MemoEditor(environment: context.environment).edit(current: current, subject: subject)
        }
    }
}
