class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        rows = [0] * 9
        cols = [0] * 9
        boxes = [0] * 9
        empty = []
        for r in range(9):
            for c in range(9):
                if board[r][c] == ".":
                    empty.append((r, c))
                else:
                    bit = 1 << int(board[r][c])
                    rows[r] |= bit
                    cols[c] |= bit
                    boxes[r // 3 * 3 + c // 3] |= bit

        def dfs(k):
            if k == len(empty):
                return True
            r, c = empty[k]
            b = r // 3 * 3 + c // 3
            used = rows[r] | cols[c] | boxes[b]
            for d in range(1, 10):
                bit = 1 << d
                if used & bit:
                    continue
                rows[r] |= bit; cols[c] |= bit; boxes[b] |= bit
                board[r][c] = str(d)
                if dfs(k + 1):
                    return True
                board[r][c] = "."
                rows[r] ^= bit; cols[c] ^= bit; boxes[b] ^= bit
            return False

        dfs(0)
