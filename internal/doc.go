// Package internal holds code shared by the packages of this module that no
// user needs: the hot move-generation engine and test helpers.
package internal
