import PosterCommands

Poster.main()
