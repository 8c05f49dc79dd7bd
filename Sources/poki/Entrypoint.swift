import PokiCommands

@main
struct Entrypoint {
    static func main() {
        CommandLineTool.main()
    }
}
