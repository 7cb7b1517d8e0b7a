module github.com/draughtsgo/checkers

go 1.26
