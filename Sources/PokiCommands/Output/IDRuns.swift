/// IDs as a person reads them in one line: ascending, runs of consecutive ones shortened,
/// `1003-1010, 1012`.
enum IDRuns {
    /// `ids` as runs; with `limit`, at most that many runs, then `…`.
    static func text(_ ids: [Int], limit: Int? = nil) -> String {
        var runs: [ClosedRange<Int>] = []
        for id in ids.sorted() {
            if let last = runs.last, id == last.upperBound + 1 {
                runs[runs.count - 1] = last.lowerBound...id
            } else if runs.last?.contains(id) != true {
                runs.append(id...id)
            }
        }
        let shown = runs.prefix(limit ?? runs.count).map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }
        return shown.joined(separator: ", ") + (shown.count < runs.count ? ", …" : "")
    }
}
