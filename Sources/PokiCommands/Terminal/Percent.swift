/// Shares shown to people: `70.0%`, right-aligned to six columns.
enum Percent {
    static func text(_ share: Double) -> String {
        let tenths = Int((share * 1000).rounded())
        let body = "\(tenths / 10).\(tenths % 10)%"
        return String(repeating: " ", count: max(0, 6 - body.count)) + body
    }
}
