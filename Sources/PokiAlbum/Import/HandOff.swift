import PokiSystem

/// Results passed from one thread to another by index: `put` never waits, `take` waits until the
/// index has a result. Links the decoding stage of an import to its copying stage.
final class HandOff<Value: Sendable>: @unchecked Sendable {
    private let condition = ConditionLock()
    private var values: [Int: Value] = [:]

    func put(_ value: Value, at index: Int) {
        condition.lock()
        values[index] = value
        condition.broadcast()
        condition.unlock()
    }

    func take(_ index: Int) -> Value {
        condition.lock()
        defer { condition.unlock() }
        while values[index] == nil { condition.wait() }
        return values.removeValue(forKey: index)!
    }
}
