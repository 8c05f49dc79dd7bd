/// Results of work split into chunks and run concurrently, collected in chunk order.
final class ChunkResults<Value>: @unchecked Sendable {
    // @unchecked: every access to `slots` holds `lock`.
    private let lock = ConditionLock()
    private var slots: [Result<Value, any Error>?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ result: Result<Value, any Error>, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = result
    }

    /// The results in chunk order; call after every chunk has stored its result.
    func values() -> [Result<Value, any Error>] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
