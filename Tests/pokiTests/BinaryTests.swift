import Testing
@testable import poki

@Suite struct BinaryTests {
    @Test func placeholder() { #expect(Bool(true)) }
}
