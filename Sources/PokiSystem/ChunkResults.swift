/// Results of work split into chunks and run concurrently, collected in chunk order.
package final class ChunkResults<Value>: @unchecked Sendable {
    // @unchecked: every access to `slots` holds `lock`.
    private let lock = ConditionLock()
    private var slots: [Result<Value, any Error>?]

    package init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    package func store(_ result: Result<Value, any Error>, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = result
    }

    /// The results in chunk order; call after every chunk has stored its result.
    package func values() -> [Result<Value, any Error>] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
