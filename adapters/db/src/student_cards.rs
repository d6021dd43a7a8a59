//! The students list's read model: each living student's line kept whole in `student_cards` by
//! the database, in the same transaction as every change the line shows (migration
//! `student_cards`), so that a page reads its students from one table instead of joining five.

use application::ports::StudentView;
use application::AppError;
use diesel::deserialize::{self, FromSql, FromSqlRow};
use diesel::pg::{Pg, PgValue};
use diesel::prelude::*;
use diesel::sql_types::{Integer, Json, Nullable};
use domain::multilingual::MultilingualName;
use serde::Deserialize;

use crate::errors::internal;
use crate::statements::Statement;
use crate::students::{into_student, PersonRow, StudentRow};
use crate::totals::Cards;

/// Where the students list's cards are kept.
pub(crate) const STUDENT_CARDS: Cards = Cards { function: "student_cards_in" };

/// A card's line as `student_card()` writes it.
#[derive(Deserialize, FromSqlRow)]
pub(crate) struct StudentCard {
    student: StudentRow,
    person: PersonRow,
    institution: MultilingualName,
    group_name: String,
    course: i32,
    login: Option<String>,
}

impl FromSql<Json, Pg> for StudentCard {
    fn from_sql(value: PgValue<'_>) -> deserialize::Result<Self> {
        Ok(serde_json::from_slice(value.as_bytes())?)
    }
}

impl TryFrom<StudentCard> for StudentView {
    type Error = AppError;

    fn try_from(card: StudentCard) -> Result<Self, AppError> {
        Ok(StudentView {
            student: into_student(card.student, card.person)?,
            institution_name: card.institution,
            group_name: card.group_name,
            course: card.course,
            login: card.login,
            history: Vec::new(),
        })
    }
}

diesel::define_sql_function! {
    /// A living student's line made from the stored rows (NULL for none).
    fn student_card(student: diesel::sql_types::BigInt) -> diesel::sql_types::Nullable<Json>;
}

/// A living student's line as its card would hold it, made from the stored rows now: what a read
/// of one student, and a transaction changing it, see (without its history).
pub(crate) fn fresh_view(conn: &mut PgConnection, id: i64) -> Result<Option<StudentView>, AppError> {
    let card: Option<StudentCard> = diesel::select(student_card(id)).get_result(conn).map_err(internal)?;
    card.map(StudentView::try_from).transpose()
}

const FILL: Statement = Statement::new("student_cards.fill", &["int4"], "SELECT student_cards_fill($1) AS written");

/// Writes the next `batch` of the students' cards still missing since their migration; how many
/// it wrote, or `None` once the fill is over.
pub(crate) fn fill_cards(conn: &mut PgConnection, batch: i32) -> QueryResult<Option<i32>> {
    #[derive(QueryableByName)]
    struct Filled {
        #[diesel(sql_type = Nullable<Integer>)]
        written: Option<i32>,
    }
    let filled: Filled = FILL.query().bind::<Integer, _>(batch).get_result(conn)?;
    Ok(filled.written)
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![FILL]
}
