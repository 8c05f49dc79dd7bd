/// An `errno` value carried through a `Result` by ``Platform``.
package struct ErrorNumber: Error, Sendable, Equatable {
    var code: Int32
}
