import Foundation
import Testing
import PokiTestSupport

/// poki's message catalogue, read from its sources: every phrase has both languages with the same
/// placeholders, and no message a person reads goes around the catalogue.
@Suite struct CatalogueTests {
    static let sources = PokiProcess.fixtures.deletingLastPathComponent().appendingPathComponent("Sources")

    /// Every Swift source file of poki, with its path relative to Sources/.
    static func sourceFiles() throws -> [(path: String, text: String)] {
        let root = sources.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        return try walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            (path, try String(contentsOfFile: root + "/" + path, encoding: .utf8))
        }
    }

    @Test func everyPhraseHasTheSamePlaceholdersInBothLanguages() throws {
        var checked = 0
        for (path, text) in try Self.sourceFiles() {
            for phrase in SwiftLiterals.phrases(in: text) {
                checked += 1
                let english = Set(phrase.english.interpolations), korean = Set(phrase.korean.interpolations)
                // English plural endings (`photo\(s)`) have no Korean counterpart.
                let plurals: Set<String> = ["s", "es", "ies"]
                #expect(korean.isSubset(of: english), "\(path):\(phrase.line): Korean has \(korean.subtracting(english).sorted()) the English lacks")
                #expect(english.subtracting(plurals).isSubset(of: korean), "\(path):\(phrase.line): Korean lacks \(english.subtracting(plurals).subtracting(korean).sorted())")
            }
        }
        #expect(checked > 500, "only \(checked) phrases found")
    }

    /// A message written straight into a usage error, a failure, a help line or a console message,
    /// without a phrase, would reach a Korean user in English.
    @Test func noMessageGoesAroundTheCatalogue() throws {
        let doors = ["UsageError(\"", "CommandFailure(\"", "summary: \"", "help: \"", "discussion: \"", ".error(\"", ".warning(\"", ".note(\"", ".remark(\"", "console.output(\""]
        var bypasses: [String] = []
        for (path, text) in try Self.sourceFiles() where path.hasPrefix("Poki") {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(line)
                guard !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") else { continue }
                for door in doors {
                    guard let start = line.range(of: door) else { continue }
                    // The literal's words outside interpolations: two English words make a sentence.
                    let literal = SwiftLiterals.text(ofLiteralStartingAt: line[line.index(before: start.upperBound)...])
                    if literal.range(of: "[A-Za-z]{2,} [A-Za-z]{2,}", options: .regularExpression) != nil {
                        bypasses.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
        #expect(bypasses.isEmpty, "\(bypasses.count) messages without a phrase:\n\(bypasses.joined(separator: "\n"))")
    }
}

/// Just enough of Swift's string literals to read the catalogue: `"…"` and `"""…"""` with escapes
/// and `\(…)` interpolations, which may hold string literals of their own.
enum SwiftLiterals {
    struct Literal {
        /// The literal's characters outside interpolations.
        var text = ""
        /// Each interpolation's expression, spaces removed.
        var interpolations: [String] = []
    }

    struct PhraseLiterals {
        var line: Int
        var english: Literal
        var korean: Literal
    }

    /// Every `Phrase("…", korean: "…")` whose two texts are literals.
    static func phrases(in source: String) -> [PhraseLiterals] {
        let characters = Array(source)
        var found: [PhraseLiterals] = []
        var index = 0
        let opening = Array("Phrase(")
        while index + opening.count < characters.count {
            guard Array(characters[index..<index + opening.count]) == opening,
                  index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
            else {
                index += 1
                continue
            }
            let line = characters[..<index].filter { $0 == "\n" }.count + 1
            var position = skipSpace(characters, index + opening.count)
            guard let english = literal(characters, &position) else {
                index += opening.count
                continue
            }
            position = skipSpace(characters, position)
            let label = Array(",")
            guard position < characters.count, characters[position] == label[0] else {
                index = position
                continue
            }
            position = skipSpace(characters, position + 1)
            let korean = Array("korean:")
            guard position + korean.count <= characters.count, Array(characters[position..<position + korean.count]) == korean else {
                index = position
                continue
            }
            position = skipSpace(characters, position + korean.count)
            if let koreanText = literal(characters, &position) {
                found.append(PhraseLiterals(line: line, english: english, korean: koreanText))
            }
            index = position
        }
        return found
    }

    /// The text outside interpolations of the literal `line` starts with (`"` first).
    static func text(ofLiteralStartingAt line: Substring) -> String {
        let characters = Array(line)
        var position = 0
        return literal(characters, &position)?.text ?? ""
    }

    private static func skipSpace(_ characters: [Character], _ start: Int) -> Int {
        var position = start
        while position < characters.count, characters[position].isWhitespace { position += 1 }
        return position
    }

    /// The literal at `position` (moved past it), or nil when none starts there.
    private static func literal(_ characters: [Character], _ position: inout Int) -> Literal? {
        guard position < characters.count, characters[position] == "\"" else { return nil }
        let multiline = position + 2 < characters.count && characters[position + 1] == "\"" && characters[position + 2] == "\""
        position += multiline ? 3 : 1
        var result = Literal()
        while position < characters.count {
            let character = characters[position]
            if character == "\\" {
                guard position + 1 < characters.count else { return nil }
                if characters[position + 1] == "(" {
                    position += 2
                    var depth = 1, expression = ""
                    while position < characters.count, depth > 0 {
                        let inner = characters[position]
                        if inner == "\"" {
                            var nested = position
                            if let text = literal(characters, &nested) {
                                expression += "\"" + text.text + "\""
                                position = nested
                                continue
                            }
                        }
                        if inner == "(" { depth += 1 }
                        if inner == ")" { depth -= 1 }
                        if depth > 0, !inner.isWhitespace { expression.append(inner) }
                        position += 1
                    }
                    result.interpolations.append(expression)
                } else {
                    result.text.append(characters[position + 1])
                    position += 2
                }
                continue
            }
            if multiline {
                if character == "\"", position + 2 < characters.count, characters[position + 1] == "\"", characters[position + 2] == "\"" {
                    position += 3
                    return result
                }
            } else if character == "\"" {
                position += 1
                return result
            } else if character == "\n" {
                return nil
            }
            result.text.append(character)
            position += 1
        }
        return nil
    }
}
