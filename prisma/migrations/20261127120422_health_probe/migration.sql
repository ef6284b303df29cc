-- CreateTable
CREATE TABLE "health_probe" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "written_at" DATETIME NOT NULL
);

