extension StringProtocol {
    /// The text without the spaces and tabs at either end (Unicode white space other than line
    /// breaks); line breaks stay. What a typed answer or a CSV header cell is compared by.
    public func trimmingSpaces() -> String {
        trimming { $0.isWhitespace && !$0.isNewline }
    }

    /// The text without white space, line breaks included, at either end.
    public func trimmingWhitespace() -> String {
        trimming { $0.isWhitespace }
    }

    private func trimming(_ isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }),
              let last = lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(self[first...last])
    }
}
