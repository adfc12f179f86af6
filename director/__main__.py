from director.cli.app import main

main()
