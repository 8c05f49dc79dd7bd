/// Reads photo IDs from the command line: decimal numbers from 1000.
enum PhotoID {
    static func parse(_ text: String, for spec: CommandSpec) throws(UsageError) -> Int {
        guard let id = Int(text), id >= 1000 else {
            throw UsageError("'\(text)' is not a photo ID (IDs are numbers from 1000)", for: spec)
        }
        return id
    }

    static func parse(_ texts: [String], for spec: CommandSpec) throws(UsageError) -> [Int] {
        var ids: [Int] = []
        for text in texts { ids.append(try parse(text, for: spec)) }
        return ids
    }
}
