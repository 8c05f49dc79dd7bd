import PokiKit

@main
struct Entrypoint {
    static func main() {
        print("poki \(PokiVersion.current)")
    }
}
